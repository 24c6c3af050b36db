/**
 * Exports a browser downloads: `GET /api/export/hot-folder-orders.csv` streams the order record as CSV
 * (app/jobs/order-record-reader.ts), a batch of rows at a time with the connection's backpressure,
 * as an attachment the browser saves where the person chooses. The desktop app saves the same CSV
 * through its save dialog instead (the `jobs.exportOrderRecord` channel).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { orderRecordFileName } from '../app/jobs/order-record-export.js';
import type { OrderRecordReader } from '../app/jobs/order-record-reader.js';
import { commonHeaders, sendText } from './replies.js';

export const orderRecordCsvPath = '/api/export/hot-folder-orders.csv';

/** What the downloads need from the core. */
export interface ExportCore {
  readonly orderRecordReader: Pick<OrderRecordReader, 'writeCsv'>;
}

export function exportDownloads(core: ExportCore) {
  return async function orderRecordCsv(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendText(response, 405, 'The order record is downloaded with GET.');
    }
    response.writeHead(200, {
      ...commonHeaders,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${orderRecordFileName()}"`,
      'cache-control': 'no-store',
    });
    if (request.method === 'HEAD') return void response.end();
    await core.orderRecordReader.writeCsv(response);
  };
}
