import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../../src/app/app-providers';
import { SurveyApp } from '../../src/app/survey-app';

export interface PrerenderedPage {
  /** The markup of #root: the app at `/` in a fresh state (the survey's first step). */
  html: string;
  /** `<style data-emotion>` tags with exactly the CSS that markup uses. */
  styleTags: string;
}

/**
 * Renders the app at `/` as a first visit sees it. The tree matches src/main.tsx's at `/`,
 * so hydration finds the same markup, ids included. The Emotion cache uses
 * the client's default key, `css`: the client's cache adopts these style tags instead of
 * inserting the same rules again.
 */
export async function renderFirstPage(): Promise<PrerenderedPage> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <SurveyApp />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const chunks = extractCriticalToChunks(html);
  addComposedLayers(cache, chunks.styles);
  return { html, styleTags: constructStyleTagsFromChunks(chunks) };
}

/**
 * A styled component over another (MUI's Button over ButtonBase) inserts a rule for each
 * layer, and its element carries only the last, composed class. Extracting by the classes in
 * the markup leaves the inner layers out, so the client compiled and inserted them while
 * hydrating (33 rules, in the hydration's commit: one long task at 4x CPU). They are shipped
 * too, marked as inserted, so hydration compiles no style at all. No element uses them.
 */
function addComposedLayers(
  cache: EmotionCache,
  styles: { key: string; ids: string[]; css: string }[],
) {
  const regular = styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return;
  const shipped = new Set(regular.ids);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || shipped.has(id)) continue;
    // Registered: a class rule (global styles are never registered, and ship on their own).
    if (cache.registered[`${cache.key}-${id}`] === undefined) continue;
    regular.ids.push(id);
    regular.css += css;
  }
}
