import { readdirSync, readFileSync } from 'node:fs';
import { machineCpuSeconds } from '../capacity/cpu';

/**
 * Where the machine's CPU went during a window, by process: the servers, this load generator,
 * PostgreSQL, Redis, nginx, and everything else (another engineer's tests on a shared machine show
 * up there, by command name), in % of one core. The kernel's own network work is in none of them:
 * it is the machine's busy share less their sum.
 */
type Sample = Map<number, { name: string; seconds: number }>;

function sample(): Sample {
  const found: Sample = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.set(Number(entry), { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // gone
    }
  }
  return found;
}

/** Connections the kernel dropped because a listening socket's accept queue was full (all sockets). */
function listenOverflows(): number {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const header = lines.find((line) => line.startsWith('TcpExt:'))?.split(' ') ?? [];
  const values = lines.filter((line) => line.startsWith('TcpExt:'))[1]?.split(' ') ?? [];
  return Number(values[header.indexOf('ListenOverflows')] ?? 0);
}

export type MachineShares = {
  serversPercent: number[];
  generatorPercent: number;
  postgresPercent: number;
  redisPercent: number;
  nginxPercent: number;
  /** Processes outside the bench, the busiest first. */
  others: Record<string, number>;
  /** Busy share of all cores (100% = both busy). */
  machinePercent: number;
  /**
   * Connection attempts dropped by a full accept queue (the kernel's ListenOverflows, every
   * socket on the machine): a client whose SYN is dropped retries after 1, 3, 7, 15, 31 s...
   */
  listenOverflows: number;
};

export function machineWindow(serverPids: readonly number[]): () => MachineShares {
  const startedAt = performance.now();
  const before = sample();
  const machine = machineCpuSeconds();
  const overflows = listenOverflows();
  return () => {
    const elapsed = (performance.now() - startedAt) / 1000;
    const after = sample();
    const now = machineCpuSeconds();
    const percent = (value: number) => Math.round((value / elapsed) * 1000) / 10;
    const used = (pid: number) => {
      const end = after.get(pid);
      return end ? end.seconds - (before.get(pid)?.seconds ?? 0) : 0;
    };
    const groups = new Map<string, number>();
    const servers = new Set(serverPids);
    for (const [pid, { name }] of after) {
      if (servers.has(pid)) continue;
      const group =
        pid === process.pid
          ? 'generator'
          : name.startsWith('postgres')
            ? 'postgres'
            : name.startsWith('redis')
              ? 'redis'
              : name.startsWith('nginx')
                ? 'nginx'
                : name;
      groups.set(group, (groups.get(group) ?? 0) + used(pid));
    }
    const take = (group: string) => {
      const value = groups.get(group) ?? 0;
      groups.delete(group);
      return percent(value);
    };
    const generatorPercent = take('generator');
    const postgresPercent = take('postgres');
    const redisPercent = take('redis');
    const nginxPercent = take('nginx');
    const others = Object.fromEntries(
      [...groups]
        .map(([name, seconds]) => [name, percent(seconds)] as const)
        .filter(([, share]) => share >= 1)
        .sort(([, a], [, b]) => b - a),
    );
    return {
      serversPercent: serverPids.map((pid) => percent(used(pid))),
      generatorPercent,
      postgresPercent,
      redisPercent,
      nginxPercent,
      others,
      listenOverflows: listenOverflows() - overflows,
      machinePercent:
        Math.round(((now.busy - machine.busy) / Math.max(0.01, now.total - machine.total)) * 1000) / 10,
    };
  };
}
