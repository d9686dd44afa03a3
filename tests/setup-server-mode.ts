/*
 * Server mode for the screen tests named `*.server-mode.test.tsx`: the page says so with the
 * tag the server writes into index.html, before any of the app's modules read it. Those files
 * share their workers' modules (the `dom-server-mode` project), so the mode is the project's,
 * never a file's.
 */
document.head.insertAdjacentHTML('beforeend', '<meta name="case-store" content="server" />');
