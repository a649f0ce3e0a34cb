// The site needs Node.js 24 (node:sqlite, React Router 8). Checked before anything else loads, so an
// older Node stops with one line that says what to do instead of a stack trace from a missing module.
export const REQUIRED_NODE_MAJOR = 24;

/** The line to print when `version` (e.g. "20.20.2") is too old, or null when it will do. */
export function nodeVersionProblem(version = process.versions.node) {
  const major = Number(version.split(".")[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return `Gama Delivery needs Node.js ${REQUIRED_NODE_MAJOR} or newer, and this is Node.js ${version}. Install it with a version manager that reads .nvmrc (nvm install, fnm use) or see "Node 24" in the README.`;
}

export function requireNode() {
  const problem = nodeVersionProblem();
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
