import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { CONSENT_DOCUMENTS, type ConsentDocument } from '../../../machines/case';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { useDocumentTitle } from '../../lib/use-document-title';
import privacyText from '../../../docs/consent/privacy.md?raw';
import telehealthText from '../../../docs/consent/telehealth.md?raw';

/** The texts are the project's own (docs/consent/), read at build time, never from a request. */
const TEXTS: Record<ConsentDocument, string> = {
  telehealth: telehealthText,
  privacy: privacyText,
};

/** The document's own first heading is the page's heading (focused on arrival); the rest follows. */
function withoutTitle(text: string): string {
  return text.replace(/^# .*\n/, '');
}

const heading =
  (variant: 'h5' | 'h6', component: 'h2' | 'h3') =>
  ({ children }: { children?: ReactNode }) => (
    <Typography variant={variant} component={component} sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );

const OVERRIDES = {
  h1: heading('h5', 'h2'),
  h2: heading('h5', 'h2'),
  h3: heading('h6', 'h3'),
  p: ({ children }: { children?: ReactNode }) => (
    <Typography sx={{ mb: 1.5 }}>{children}</Typography>
  ),
  a: Link,
};

/** `/consent/telehealth` and `/privacy`: the versioned texts continuing on the attestation accepts. */
export function ConsentPage({ document }: { document: ConsentDocument }) {
  const { title } = CONSENT_DOCUMENTS[document];
  useDocumentTitle(title);
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="md">
        <PageHeading>{title}</PageHeading>
        <Markdown options={{ overrides: OVERRIDES, disableParsingRawHTML: true }}>
          {withoutTitle(TEXTS[document])}
        </Markdown>
      </PageContainer>
    </>
  );
}

export function TelehealthConsentPage() {
  return <ConsentPage document="telehealth" />;
}

export function PrivacyNoticePage() {
  return <ConsentPage document="privacy" />;
}
