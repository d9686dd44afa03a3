import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LetterSigning } from '../letters/signed-letter-file';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL and the signing identity every letter is made with. */
    letterSigning: LetterSigning;
  }
}

export const letterSigningPlugin = fp(
  async (app: FastifyInstance, options: { signing: LetterSigning }) => {
    app.decorate('letterSigning', options.signing);
  },
);
