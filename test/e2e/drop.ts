/** Dropping files from the OS in the page under test. */
import type { Locator } from '@playwright/test';

/** Drops a file on `target` the way the OS does: drag events whose DataTransfer holds a File. */
export async function dropFile(target: Locator, name: string, bytes: Buffer): Promise<void> {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, base64 }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index++) data[index] = binary.charCodeAt(index);
      // DataTransfer is the page's (this file is type-checked against Node's globals).
      const PageDataTransfer = (
        globalThis as unknown as { DataTransfer: new () => { items: { add(file: File): void } } }
      ).DataTransfer;
      const transfer = new PageDataTransfer();
      transfer.items.add(new File([data], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
