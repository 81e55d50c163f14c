// `npm run open-account -- list [--status verifying] | approve N | reject N --reason "..."`: the
// operators' command line over the running server's operator API (SEN_OPERATOR_TOKEN; --url or
// SEN_OPERATOR_URL, else http://127.0.0.1:$PORT). See docs/operations.md.
import { runOpenAccountCli } from '../src/modules/open-account/open-account-cli.ts';

process.exitCode = await runOpenAccountCli(process.argv.slice(2), {
  env: process.env,
  fetch,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
