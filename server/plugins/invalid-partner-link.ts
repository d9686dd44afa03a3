/**
 * What `/p/<slug>` answers for a slug no partner has (404): a page of its own, without the
 * app's code, that says so and links to the survey at `/`.
 */
export const INVALID_PARTNER_LINK_TITLE = 'This partner link is not valid';

export const INVALID_PARTNER_LINK_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${INVALID_PARTNER_LINK_TITLE}</title>
    <style>
      body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#f6f8fa;color:#1f2328}
      main{max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
      a{color:#1b5e7a}
      a:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
    </style>
  </head>
  <body>
    <main>
      <h1>${INVALID_PARTNER_LINK_TITLE}</h1>
      <p>The link you followed does not belong to any partner of this service. Check it with the shop that gave it to you, or start the questionnaire here:</p>
      <p><a href="/">Go to the questionnaire</a></p>
    </main>
  </body>
</html>
`;
