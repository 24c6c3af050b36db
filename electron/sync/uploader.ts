/**
 * Sends queued files: `queued` → `uploading` (journaled before a byte goes out) → `uploaded` or a
 * failed attempt, which the retry policy turns into another try, a wait for the service (the
 * engine goes offline), a held key or proxy, `failed` or a quarantine. An attempt whose outcome is
 * unknown is looked up in the remote folder before the file is ever sent again. The running
 * uploads and their byte counts live here.
 */
import path from 'node:path';
import type { AfterUploadActions } from './after-upload.js';
import type { EngineEvents, FileProgress } from './engine-events.js';
import type { FileLedger } from './file-ledger.js';
import { IllegalTransition } from './file-transitions.js';
import type { FileIntake } from './file-intake.js';
import type { IdleTracker } from './idle-tracker.js';
import type { JournalEntry } from './journal.js';
import { absPath } from './link-paths.js';
import type { HotFolderLinks, LinkRuntime } from './link-watch.js';
import type { UploadQueue } from './queue.js';
import { describeFailure, type Failure, type RemoteLibrary, type UploadedFile } from './remote.js';
import { planAfterFailure, type RetryPolicy } from './retry-policy.js';
import type { HeldClaim, SharedClaims } from './shared-claims.js';
import type { ServiceProbe } from './service-probe.js';
import { sameVersion, statVersion } from './stability-gate.js';

export interface UploaderParts {
  readonly ledger: FileLedger;
  readonly links: HotFolderLinks;
  readonly intake: FileIntake;
  readonly queue: UploadQueue;
  readonly afterUpload: AfterUploadActions;
  readonly events: EngineEvents;
  readonly life: IdleTracker;
  readonly claims: SharedClaims;
  readonly probe: ServiceProbe;
}

export interface UploaderOptions extends RetryPolicy {
  /** Items created this long before an attempt started still count as its result (clock skew). */
  readonly clockSkewMs: number;
}

/** Why a running upload was aborted: the user cancelled it, the engine is stopping, or everything was paused. */
type AbortReason = 'cancel' | 'stop' | 'pause';

interface InFlight {
  readonly controller: AbortController;
  readonly linkId: string;
  readonly relPath: string;
  sent: number;
  total: number;
  reason?: AbortReason;
}

export class Uploader {
  private readonly inflight = new Map<string, InFlight>();

  constructor(
    private remote: RemoteLibrary,
    private readonly parts: UploaderParts,
    private readonly options: UploaderOptions,
  ) {}

  setRemote(remote: RemoteLibrary): void {
    this.remote = remote;
  }

  get running(): number {
    return this.inflight.size;
  }

  progress(): FileProgress[] {
    return [...this.inflight].map(([key, f]) => ({
      key,
      linkId: f.linkId,
      relPath: f.relPath,
      sent: f.sent,
      total: f.total,
    }));
  }

  bytesSent(): number {
    let sent = 0;
    for (const f of this.inflight.values()) sent += f.sent;
    return sent;
  }

  /** Aborts a running upload; false when the file is not uploading. */
  abort(key: string, reason: AbortReason): boolean {
    const running = this.inflight.get(key);
    if (!running) return false;
    running.reason = reason;
    running.controller.abort();
    return true;
  }

  abortAll(reason: AbortReason): void {
    for (const key of this.inflight.keys()) this.abort(key, reason);
  }

  /** Resolves once no upload runs. */
  finished(): Promise<void> {
    return new Promise((resolve) => {
      const check = (): void => {
        if (this.inflight.size === 0 && this.parts.queue.active === 0) resolve();
        else setTimeout(check, 20);
      };
      check();
    });
  }

  /** The queue's work: one attempt at one file. */
  async upload(key: string): Promise<void> {
    const { ledger, links, intake, life } = this.parts;
    // The attempt keeps the library (and key) it started with, even if setRemote() replaces it meanwhile.
    const remote = this.remote;
    const entry = ledger.get(key);
    const runtime = entry && links.runtime(entry.linkId);
    if (!entry || !runtime || entry.state !== 'queued' || life.stopping) return;
    const abs = absPath(runtime.link, entry.relPath);
    let claim: HeldClaim | 'elsewhere' | undefined;
    try {
      const before = await statVersion(abs);
      if (!before) {
        await ledger.transition(
          key,
          { state: 'skipped', sha256: entry.uploadedSha256 },
          'The file was deleted or renamed before it could be uploaded.',
        );
        return;
      }
      if (!sameVersion(before, entry)) {
        // Changed while queued: it goes through the gate again as a new version.
        await intake.observe(key, abs);
        return;
      }
      claim = await this.claim(runtime, key);
      if (claim === 'elsewhere') return;
      const claimed = ledger.get(key)!;
      const found = claimed.unconfirmed ? await this.lookUp(remote, claimed) : undefined;
      if (ledger.get(key)?.state !== 'queued') {
        // Cancelled during the claim or the look-up (it was not uploading yet): the cancel stands.
        if (claim) await this.parts.claims.release(claim, claimed.unconfirmed === true);
        return;
      }
      if (found) {
        if (claim) await this.parts.claims.done(claim, found);
        await this.uploaded(
          runtime,
          key,
          found,
          'Found in the print library after an interrupted upload; not sent again.',
        );
        return;
      }
      await ledger.transition(key, {
        state: 'uploading',
        attempts: claimed.attempts + 1,
        attemptStartedAt: Date.now(),
        unconfirmed: undefined,
      });
      await this.send(remote, runtime, key, abs, claim);
    } catch (error) {
      const failure = describeFailure(error);
      if (claim && claim !== 'elsewhere') await this.parts.claims.release(claim, failure.requestSent);
      // A refused transition is a bug in the engine, not a failed attempt: retrying it, or taking
      // the engine offline for it, would hide it. The engine reports it (see engine.ts).
      if (error instanceof IllegalTransition) throw error;
      await this.failedAttempt(remote, runtime, key, failure, undefined);
    }
  }

  /**
   * Another workstation may share the folder: the file is sent only under a claim (see
   * shared-claims.ts). 'elsewhere' when another one uploaded it (journaled here as uploaded) or
   * is sending it now (looked at again later).
   */
  private async claim(runtime: LinkRuntime, key: string): Promise<HeldClaim | 'elsewhere' | undefined> {
    const { ledger, claims, queue } = this.parts;
    const entry = ledger.get(key)!;
    if (!entry.sha256) return undefined;
    const outcome = await claims.claim({
      folder: runtime.link.localPath,
      relPath: entry.relPath,
      remoteFolder: entry.remoteFolder,
      sha256: entry.sha256,
      scope: runtime.link.remotePath,
    });
    switch (outcome.kind) {
      case 'unshared':
        return undefined;
      case 'busy':
        queue.add(key, outcome.retryMs ?? claims.busyRetryMs);
        return 'elsewhere';
      case 'done':
        // Unless it was cancelled while the claim was looked at: the cancel stands.
        if (ledger.get(key)?.state === 'queued') {
          await this.uploaded(runtime, key, outcome.file, `Uploaded by ${outcome.host}; not sent again.`);
        }
        return 'elsewhere';
      case 'claimed':
        if (outcome.priorAttemptAgoMs !== undefined) {
          // A dead workstation held it: its upload may have arrived. Journaled, so a crash now still looks first.
          await ledger.transition(key, {
            unconfirmed: true,
            attemptStartedAt: Date.now() - outcome.priorAttemptAgoMs,
          });
        }
        return outcome.claim;
    }
  }

  private async send(
    remote: RemoteLibrary,
    runtime: LinkRuntime,
    key: string,
    abs: string,
    claim: HeldClaim | undefined,
  ): Promise<void> {
    const { ledger, intake, events } = this.parts;
    const entry = ledger.get(key)!;
    const flight: InFlight = {
      controller: new AbortController(),
      linkId: entry.linkId,
      relPath: entry.relPath,
      sent: 0,
      total: entry.size,
    };
    this.inflight.set(key, flight);
    // Paused since the queue started it (during the claim or the look-up): it waits instead of going.
    if (this.parts.links.isHeld(entry.linkId)) this.abort(key, 'pause');
    events.uploadStarted();
    let result: UploadedFile | undefined;
    let failure: Failure | undefined;
    try {
      result = await remote.upload(entry.remoteFolder, abs, {
        signal: flight.controller.signal,
        onProgress: (sent, total) => {
          flight.sent = sent;
          flight.total = total;
          events.progressMoved();
        },
      });
    } catch (error) {
      failure = describeFailure(error);
    } finally {
      this.inflight.delete(key);
    }
    if (result) {
      if (claim) await this.parts.claims.done(claim, result).catch(() => undefined);
      const after = await statVersion(abs);
      await this.uploaded(runtime, key, result);
      // Written to while it was being sent: what arrived may be torn. The new version goes again.
      if (after && !sameVersion(after, entry)) await intake.observe(key, abs);
      return;
    }
    if (claim) await this.parts.claims.release(claim, failure!.requestSent).catch(() => undefined);
    await this.failedAttempt(remote, runtime, key, failure!, flight.reason);
  }

  private async uploaded(
    runtime: LinkRuntime,
    key: string,
    file: UploadedFile,
    message?: string,
  ): Promise<void> {
    const { ledger, afterUpload } = this.parts;
    const entry = ledger.get(key)!;
    const stored = {
      fileId: file.fileId,
      remoteName: file.name,
      pageCount: file.pageCount,
      unconfirmed: undefined,
      lastError: undefined,
    };
    if (file.isBroken) {
      await afterUpload.reject(
        runtime,
        key,
        { ...stored, uploadedSha256: entry.sha256 },
        'broken',
        'The print service marked the file as broken: it could not be read as a print file.',
      );
      return;
    }
    const next = await ledger.transition(
      key,
      { ...stored, state: 'uploaded', uploadedSha256: entry.sha256 },
      message,
    );
    // A file kept in place needs nothing more (and no stat: one per file counts at 100,000 files).
    if (runtime.link.afterUpload === 'keep') return;
    const version = await statVersion(absPath(runtime.link, entry.relPath));
    if (version && sameVersion(version, next)) await afterUpload.settle(runtime, next);
  }

  private async failedAttempt(
    remote: RemoteLibrary,
    runtime: LinkRuntime,
    key: string,
    failure: Failure,
    reason: AbortReason | undefined,
  ): Promise<void> {
    const { ledger, queue, afterUpload, events, probe } = this.parts;
    const entry = ledger.get(key);
    if (!entry) return;
    const unconfirmed = failure.requestSent || entry.unconfirmed ? true : undefined;
    if (reason === 'stop') {
      await ledger.transition(
        key,
        { state: 'queued', unconfirmed: true },
        'Stopped during upload; it will be checked and resumed on the next start.',
      );
      return;
    }
    if (reason === 'pause') {
      // Back in its place in the queue, which holds it until the pause ends; it is looked up before it goes again.
      await ledger.transition(
        key,
        { state: 'queued', unconfirmed },
        'Paused during upload; it goes again when sync resumes.',
      );
      queue.add(key);
      return;
    }
    if (reason === 'cancel') {
      await ledger.transition(
        key,
        { state: 'failed', unconfirmed, cancelled: true, lastError: 'Cancelled by the user.' },
        'Cancelled by the user.',
      );
      return;
    }
    if (!(await statVersion(absPath(runtime.link, entry.relPath)))) {
      await ledger.transition(
        key,
        { state: 'skipped', unconfirmed, lastError: failure.message },
        'The file was deleted or renamed during the upload.',
      );
      return;
    }
    const plan = planAfterFailure(failure, entry.attempts, this.options);
    switch (plan.kind) {
      case 'hold':
        await ledger.transition(
          key,
          { state: 'queued', unconfirmed, lastError: failure.message },
          failure.message,
        );
        // A key refused after it was replaced says nothing about the new one: the file just goes again.
        if (remote === this.remote) events.hold(plan.hold, failure.message);
        queue.add(key);
        return;
      case 'outage':
        await ledger.transition(
          key,
          { state: 'queued', unconfirmed, lastError: failure.message },
          `Waits for the print service: ${failure.message}`,
        );
        probe.reportOutage(failure.message, plan.retryAfterMs);
        queue.add(key);
        return;
      case 'give-up': {
        const unreadableCtimeMs = failure.unreadable
          ? (await statVersion(absPath(runtime.link, entry.relPath)))?.ctimeMs
          : undefined;
        await ledger.transition(
          key,
          { state: 'failed', unconfirmed, lastError: plan.lastError, unreadableCtimeMs },
          plan.message,
        );
        return;
      }
      case 'retry':
        await ledger.transition(
          key,
          { state: 'queued', unconfirmed, lastError: failure.message },
          `Will try again in ${Math.ceil(plan.delayMs / 1000)} s: ${failure.message}`,
        );
        queue.add(key, Math.max(1, plan.delayMs));
        return;
      case 'refused':
        // The service refused the file (a 4xx other than auth): it goes to Failed/ with the service's reason.
        await afterUpload.reject(
          runtime,
          key,
          {},
          'refused',
          `The print service refused the file: ${failure.message}`,
        );
        return;
    }
  }

  /** Settles an unknown outcome: the file if it reached the remote folder during the attempt, else undefined. */
  private async lookUp(remote: RemoteLibrary, entry: JournalEntry): Promise<UploadedFile | undefined> {
    const since = (entry.attemptStartedAt ?? 0) - this.options.clockSkewMs;
    const found = await remote.findUploaded(entry.remoteFolder, path.posix.basename(entry.relPath), since);
    const candidates = found
      .filter((f) => f.fileId !== entry.fileId)
      .sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
    return candidates[0];
  }
}
