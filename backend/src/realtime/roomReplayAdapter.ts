// Connection state recovery that keeps only each room's recent packets.
//
// Socket.IO's own SessionAwareAdapter keeps every broadcast of every room in one array for the whole
// recovery window (pruned once a minute) and scans it on each recovery: at 1,000 live games that is
// hundreds of MB of old packets and most of the server's garbage-collection time. A game room only
// ever needs what one player missed, so each room keeps its last ROOM_REPLAY_LIMIT packets. A player
// who missed more than that is simply not recovered, and gets the game back from the STATE_SYNC that
// every (re)join sends instead.
import { Adapter, type BroadcastOptions, type PrivateSessionId, type Room, type Session } from 'socket.io-adapter';
import { randomBytes } from 'node:crypto';

export const ROOM_REPLAY_LIMIT = 100;

type SessionToPersist = Parameters<Adapter['persistSession']>[0];

interface StoredPacket {
  seq: number;
  emittedAt: number;
  opts: BroadcastOptions;
  data: unknown[];
}

// Socket.IO reads a null session as "not recovered"; its typings only say Promise<Session>.
const notRecovered = (): Promise<Session> => Promise.resolve(null) as unknown as Promise<Session>;

interface PacketEncoding {
  type: number;
  id?: number;
  data: unknown[];
}

export class RoomReplayAdapter extends Adapter {
  private readonly sessions = new Map<PrivateSessionId, SessionToPersist & { disconnectedAt: number }>();
  private readonly recent = new Map<Room, StoredPacket[]>();
  // Offsets are `${prefix}${seq}`: ordered within this process, meaningless to any other.
  private readonly prefix = `${randomBytes(4).toString('hex')}-`;
  private seq = 0;
  private readonly windowMs: number;

  constructor(nsp: ConstructorParameters<typeof Adapter>[0]) {
    super(nsp);
    const options = (nsp as { server: { opts: { connectionStateRecovery?: { maxDisconnectionDuration?: number } } } }).server.opts;
    this.windowMs = options.connectionStateRecovery?.maxDisconnectionDuration ?? 2 * 60_000;
    const timer = setInterval(() => this.prune(Date.now() - this.windowMs), Math.min(this.windowMs, 60_000));
    timer.unref();
  }

  override broadcast(packet: PacketEncoding, opts: BroadcastOptions): void {
    // Only plain events to one room are replayable; an acknowledged or volatile one never is.
    const replayable = packet.type === 2 && packet.id === undefined && opts.flags?.volatile === undefined && opts.rooms.size === 1;
    if (replayable) {
      const room = opts.rooms.values().next().value as Room;
      const seq = ++this.seq;
      // The offset rides at the end of the data; the client hands the last one back when it reconnects.
      packet.data.push(`${this.prefix}${seq}`);
      let packets = this.recent.get(room);
      if (!packets) this.recent.set(room, (packets = []));
      packets.push({ seq, emittedAt: Date.now(), opts, data: packet.data });
      if (packets.length > ROOM_REPLAY_LIMIT) packets.shift();
    }
    super.broadcast(packet, opts);
  }

  override persistSession(session: SessionToPersist): void {
    this.sessions.set(session.pid, { ...session, disconnectedAt: Date.now() });
  }

  override restoreSession(pid: PrivateSessionId, offset: string): Promise<Session> {
    const session = this.sessions.get(pid);
    this.sessions.delete(pid);
    const since = this.seqOf(offset);
    if (!session || since === undefined || session.disconnectedAt + this.windowMs < Date.now()) return notRecovered();
    const missed: StoredPacket[] = [];
    let offsetKept = false;
    for (const room of session.rooms) {
      const packets = this.recent.get(room) ?? [];
      if (packets.some((p) => p.seq === since)) offsetKept = true;
      for (const p of packets) {
        if (p.seq > since && session.rooms.every((r) => !p.opts.except?.has(r))) missed.push(p);
      }
    }
    // Without the offset's own packet we cannot tell whether older ones fell out of a room's buffer.
    if (!offsetKept) return notRecovered();
    missed.sort((a, b) => a.seq - b.seq);
    const { disconnectedAt: _, ...persisted } = session;
    return Promise.resolve({ ...persisted, missedPackets: missed.map((p) => p.data) });
  }

  private seqOf(offset: string): number | undefined {
    if (typeof offset !== 'string' || !offset.startsWith(this.prefix)) return undefined;
    const seq = Number(offset.slice(this.prefix.length));
    return Number.isSafeInteger(seq) ? seq : undefined;
  }

  private prune(threshold: number): void {
    for (const [pid, session] of this.sessions) if (session.disconnectedAt < threshold) this.sessions.delete(pid);
    for (const [room, packets] of this.recent) {
      while (packets.length && (packets[0] as StoredPacket).emittedAt < threshold) packets.shift();
      if (packets.length === 0) this.recent.delete(room);
    }
  }
}
