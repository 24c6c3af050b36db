/** The hot folders' printers ("Also as a printer", app/printers/). */
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

export function printerHandlers({ printers }: HandlerContext): Pick<Handlers, 'printers.list'> {
  return {
    'printers.list': () => ({ printers: printers.list() }),
  };
}
