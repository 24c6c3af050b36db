/**
 * A print service's base URL, read once, by the WHATWG URL parser (the one undici, Node and every
 * browser use). The URL it produces is the one the in-clear check looks at, the one the settings
 * keep and the one requests go to: there is no second reading by hand that could see another host.
 *
 * What the parser would read differently from how a person reads the text is refused, with the
 * reason: a backslash (`http://other:1\@127.0.0.1/` is a request to `other`), user info (`name@`),
 * spaces and control characters, a query or fragment, and anything the parser rewrites (`127.1`,
 * `0x7f.0.0.1`, a default port, dot segments, percent-encoding…). Only the case of the scheme and
 * the host, and trailing slashes, may differ from the URL kept.
 */

/** The parts of a WHATWG URL read here (the global `URL` of Node, Electron and browsers). */
interface WhatwgUrl {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

// This layer has neither DOM nor Node types; the class is there at run time everywhere it runs.
const Parser = (globalThis as unknown as { URL: new (input: string) => WhatwgUrl }).URL;

export type BaseUrlReading =
  | {
      readonly ok: true;
      /** The URL kept and requested: scheme, host (and port), path, no trailing slash. */
      readonly url: string;
      /** The host as the parser reads it (lower case, IPv6 in brackets, IPv4 in dotted decimal). */
      readonly hostname: string;
      /** https://, or plain http:// to this computer (loopback): the key never travels in clear. */
      readonly keyStaysPrivate: boolean;
    }
  | { readonly ok: false; readonly reason: string };

const example = 'https://print.example.com/api';

export function parseBaseUrl(text: string): BaseUrlReading {
  const typed = text.trim();
  const refuse = (reason: string): BaseUrlReading => ({ ok: false, reason });
  if (typed === '') return refuse(`Enter the base URL, such as ${example}.`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(typed) && !/^https?:\/\//i.test(typed))
    return refuse('The base URL must start with http:// or https://.');
  if (typed.includes('\\'))
    return refuse('The base URL must not contain a backslash (\\): it would be read as a slash.');
  // eslint-disable-next-line no-control-regex -- spaces and control characters are what is refused
  if (/[\x00-\x20\x7f]/.test(typed))
    return refuse('The base URL must not contain spaces or control characters.');
  let url: WhatwgUrl;
  try {
    url = new Parser(typed);
  } catch {
    return refuse(`Enter the full base URL, starting with http:// or https://, such as ${example}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refuse('The base URL must start with http:// or https://.');
  if (url.username !== '' || url.password !== '' || authorityOf(typed).includes('@'))
    return refuse('The base URL must not contain a user name or password (user@host).');
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(typed))
    return refuse('The base URL must not contain a query (?) or fragment (#).');
  const kept = `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, '');
  if (spelledAs(typed) !== spelledAs(kept))
    return refuse(`The base URL is read as ${kept}: write it that way.`);
  const loopback = isLoopback(url.hostname);
  return {
    ok: true,
    url: kept,
    hostname: url.hostname,
    keyStaysPrivate: url.protocol === 'https:' || loopback,
  };
}

/** What comes between `//` and the path. */
function authorityOf(text: string): string {
  const rest = text.slice(text.indexOf('//') + 2);
  return rest.split(/[/?#]/, 1)[0]!;
}

/** The text with its scheme and authority in lower case and no trailing slashes: how two spellings compare. */
function spelledAs(text: string): string {
  const start = text.indexOf('//') + 2;
  const authority = authorityOf(text);
  const path = text.slice(start + authority.length);
  return `${text.slice(0, start)}${authority}`.toLowerCase() + path.replace(/\/+$/, '');
}

/** This computer: localhost (and its subdomains), 127.0.0.0/8, ::1. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

export type HookUrlReading =
  | {
      readonly ok: true;
      /** The URL as the parser reads it: the one kept and requested. */
      readonly url: string;
      /** Plain http:// to another computer: the events would travel in clear. */
      readonly inClear: boolean;
    }
  | { readonly ok: false; readonly reason: string };

const hookExample = 'https://hooks.example.com/printdesk';

/**
 * A webhook's address (docs/hooks.md), read by the same parser as a base URL and held to the same
 * rules (no backslash, no user name or password, no spaces), but a query is allowed: a receiver may
 * want its own token there. The URL kept is the parser's own reading, so what is checked is what is
 * requested.
 */
export function parseHookUrl(text: string): HookUrlReading {
  const typed = text.trim();
  const refuse = (reason: string): HookUrlReading => ({ ok: false, reason });
  if (typed === '') return refuse(`Enter the hook's address, such as ${hookExample}.`);
  if (!/^https?:\/\//i.test(typed)) return refuse("The hook's address must start with http:// or https://.");
  if (typed.includes('\\')) return refuse("The hook's address must not contain a backslash (\\).");
  // eslint-disable-next-line no-control-regex -- spaces and control characters are what is refused
  if (/[\x00-\x20\x7f]/.test(typed)) return refuse("The hook's address must not contain spaces.");
  let url: WhatwgUrl;
  try {
    url = new Parser(typed);
  } catch {
    return refuse(`Enter the hook's full address, such as ${hookExample}.`);
  }
  if (url.username !== '' || url.password !== '' || authorityOf(typed).includes('@'))
    return refuse("The hook's address must not contain a user name or password (user@host).");
  if (url.hash !== '' || typed.includes('#'))
    return refuse("The hook's address must not contain a fragment (#).");
  return { ok: true, url: url.href, inClear: url.protocol === 'http:' && !isLoopback(url.hostname) };
}
