import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { fingerprintHex, type LetterContent, verificationPath } from '../../machines/letter';
import { drawLetterPdf } from './letter-pdf';
import type { SigningIdentity } from './signing-identity';

/** What signing a letter needs: the deployment's public address and its signing identity. */
export interface LetterSigning {
  /** PUBLIC_URL's origin: the only host a letter's verification link names. */
  publicUrl: string;
  identity: SigningIdentity;
}

/** The public address of a letter's check: PUBLIC_URL's, never a request's host. */
export function verificationUrl(publicUrl: string, code: string): string {
  return new URL(verificationPath(code), publicUrl).href;
}

/** The issued file: the letter's PDF with its digital signature, and its fingerprint. */
export interface LetterFile {
  pdf: Buffer;
  sha256: string;
}

/**
 * Room for the CMS signature, in hex digits: 8 kB of DER, which holds an RSA 4096 signature
 * with its certificate and a chain of two (a self-signed RSA 2048 one takes about 1.3 kB).
 * The room is set before the signature exists; what is left is zeros inside the signature.
 */
const SIGNATURE_LENGTH = 16_384;

/**
 * The letter made once as its file: drawn, given a PAdES signature (ETSI.CAdES.detached, a
 * detached CMS over SHA-256 of every byte but the signature itself) with the deployment's
 * certificate, and fingerprinted (SHA-256 of the whole file).
 */
export async function signedLetterFile(
  letter: { id: number; content: LetterContent; verificationCode: string },
  signing: LetterSigning,
  signingTime = new Date(),
): Promise<LetterFile> {
  const pdfDoc = await drawLetterPdf({
    letterId: letter.id,
    content: letter.content,
    verificationUrl: verificationUrl(signing.publicUrl, letter.verificationCode),
    signedWith: signing.identity.subject,
  });
  pdflibAddPlaceholder({
    pdfDoc,
    reason: `${letter.content.title} no. ${letter.id}`,
    contactInfo: new URL(signing.publicUrl).host,
    name: signing.identity.subject,
    location: signing.publicUrl,
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // Without object streams: the signature's byte range must be found in plain objects.
  const unsigned = await pdfDoc.save({ useObjectStreams: false });
  const signer = new P12Signer(signing.identity.p12, { passphrase: signing.identity.passphrase });
  const pdf = await new SignPdf().sign(Buffer.from(unsigned), signer, signingTime);
  return { pdf, sha256: fingerprintHex(createHash('sha256').update(pdf).digest()) };
}
