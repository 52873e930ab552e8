/**
 * Where the CPU goes while the throughput is measured: the processor time of the replicas,
 * PostgreSQL (its postmaster and every backend), nginx (master and workers) and this process
 * (the load generator), read from /proc before and after a phase. On a machine of two cores the
 * sum says what the replicas are waiting on; the whole machine's busy time (kernel and every
 * other process too) says whether the cores are full.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts processor time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** Every process's parent and its user + system time, in ticks. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      // After the name: state, ppid (field 4), … utime (14) and stime (15), counted from field 3.
      table.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // it exited while being read
    }
  }
  return table;
}

/** A pid's time and its children's (PostgreSQL's backends, nginx's workers), in seconds. */
function treeSeconds(table, pid) {
  let ticks = table.get(pid)?.ticks ?? 0;
  for (const { ppid, ticks: child } of table.values()) if (ppid === pid) ticks += child;
  return ticks / TICKS_PER_SECOND;
}

/** The machine's busy time in seconds (every process and the kernel), from /proc/stat's first line. */
function machineSeconds() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** The processor seconds used so far by each part of the cluster, per the cluster's state. */
export function cpuSnapshot(cluster) {
  const table = processTable();
  const processes = cluster.readState()?.processes ?? [];
  const sum = (role) => processes.filter((p) => p.role === role && p.pid).reduce((total, p) => total + treeSeconds(table, p.pid), 0);
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    replicas: sum('checkout-service'),
    postgres: sum('postgres'),
    nginx: sum('nginx'),
    'load generator': (own.user + own.system) / 1e6,
    'whole machine': machineSeconds(),
  };
}

/** "replicas 0.9, postgres 0.6, … cores": each part's share of a core between two snapshots. */
export function cpuShares(before, after) {
  const seconds = (after.at - before.at) / 1000;
  return Object.keys(before)
    .filter((key) => key !== 'at')
    .map((key) => `${key} ${((after[key] - before[key]) / seconds).toFixed(2)}`)
    .join(', ');
}
