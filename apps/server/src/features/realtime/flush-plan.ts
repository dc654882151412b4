import type { Client, TopicEntry } from './hub-client';
import { PendingChanges } from './pending-changes';

/** The bytes of one batch frame; the shape is ServerFrame 'batch', the items are JSON already. */
export function encodeBatch(ts: number, itemsJson: string): Buffer {
  return Buffer.from(`{"t":"batch","ts":${ts},"items":${itemsJson}}`);
}

/** In-sync clients that watch the same dirty topics, and so get the same bytes. */
export interface FrameGroup {
  /** Indexes into the plan's taken changes, in the plan's topic order. */
  parts: number[];
  clients: Client[];
}

interface Frame {
  bytes: Buffer;
  changes: number;
}

/**
 * One cohort's flush: the changes taken from every dirty topic, and the cohort's in-sync clients
 * grouped by which of those topics they watch. A group's frame is merged and encoded once, on first
 * use, however many clients it goes to; clients with a backlog are left out (they get their own).
 */
export class FlushPlan {
  readonly groups: FrameGroup[];
  private readonly frames = new Map<FrameGroup, Frame>();
  /** Frames built so far. */
  encoded = 0;

  constructor(
    readonly ts: number,
    private readonly taken: PendingChanges[],
    entries: readonly TopicEntry[],
    readonly cohort: number,
  ) {
    // A client's key lists the dirty topics it watches in plan order, so equal sets give equal keys.
    const keys = new Map<Client, string>();
    entries.forEach((entry, i) => {
      for (const client of entry.clients) {
        if (client.cohort !== cohort || client.backlog) continue;
        const key = keys.get(client);
        keys.set(client, key === undefined ? `${i}` : `${key},${i}`);
      }
    });
    const groups = new Map<string, FrameGroup>();
    for (const [client, key] of keys) {
      let group = groups.get(key);
      if (!group) {
        group = { parts: key.split(',').map(Number), clients: [] };
        groups.set(key, group);
      }
      group.clients.push(client);
    }
    this.groups = [...groups.values()];
  }

  /** The group's frame, built on first call. */
  frame(group: FrameGroup): Frame {
    let frame = this.frames.get(group);
    if (!frame) {
      const merged = this.merged(group);
      frame = { bytes: encodeBatch(this.ts, merged.toJson()), changes: merged.size };
      this.frames.set(group, frame);
      this.encoded++;
    }
    return frame;
  }

  /** A fresh map of the group's changes, for a client that misses the shared frame. */
  backlog(group: FrameGroup): PendingChanges {
    const backlog = new PendingChanges();
    for (const part of group.parts) {
      const changes = this.taken[part];
      if (changes) backlog.merge(changes);
    }
    return backlog;
  }

  private merged(group: FrameGroup): PendingChanges {
    const only = group.parts.length === 1 ? this.taken[group.parts[0] ?? -1] : undefined;
    return only ?? this.backlog(group);
  }
}
