import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second (USER_HZ), the unit of /proc CPU times; 100 on Linux everywhere. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/**
 * CPU shares over a window: the server process and this load generator in % of one core, and the
 * machine in % of all its cores (the database server and anything else running included).
 */
export class CpuWindow {
  private readonly started = performance.now();
  private readonly server: number;
  private readonly generator = process.cpuUsage();
  private readonly machine = machineCpuSeconds();

  constructor(private readonly serverPid: number) {
    this.server = processCpuSeconds(serverPid);
  }

  finish(): { serverPercent: number; generatorPercent: number; machinePercent: number } {
    const seconds = (performance.now() - this.started) / 1000;
    const generator = process.cpuUsage(this.generator);
    const machine = machineCpuSeconds();
    const percent = (value: number) => Math.round(value * 1000) / 10;
    return {
      serverPercent: percent((processCpuSeconds(this.serverPid) - this.server) / seconds),
      generatorPercent: percent((generator.user + generator.system) / 1e6 / seconds),
      machinePercent: percent(
        (machine.busy - this.machine.busy) / Math.max(0.01, machine.total - this.machine.total),
      ),
    };
  }
}
