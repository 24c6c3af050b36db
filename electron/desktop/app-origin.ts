/**
 * Where the renderer lives: `app://printdesk/`, served by app-protocol.ts. The content policy, the
 * trusted-sender check and the window all name this one origin.
 */
export const appScheme = 'app';
export const appHost = 'printdesk';
export const appOrigin = `${appScheme}://${appHost}`;
/** What the window loads; hash routes (`#/library`) come after it. */
export const appIndexUrl = `${appOrigin}/index.html`;
