// @ts-check
/**
 * Ending the child processes a script started (the site, the sandbox, a cluster's instances,
 * Varnish, Redis): SIGTERM to each one still running, then SIGKILL to any still there after
 * `graceMs`. Resolves once every one has exited.
 *
 * @param {import('node:child_process').ChildProcess[]} children
 * @param {{ graceMs?: number }} [options]
 */
export async function stopChildren(children, { graceMs = 10_000 } = {}) {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([Promise.all(exits), late]);
  clearTimeout(timer);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(exits);
}
