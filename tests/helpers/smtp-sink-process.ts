/**
 * A real SMTP server for the e-mail tests, run as its own process (`node --import tsx smtp-sink-process.ts`): it
 * listens on a free port on 127.0.0.1, prints `{"port":…}` as its first line on stdout, then one JSON line per
 * message it accepts (`{"type":"message","from","to","raw"}`) and per recipient it refuses (`{"type":"refused",…}`).
 * `--transient N` answers 451 to the first N recipients (a server busy for a moment); `--permanent TEXT` answers 550
 * to every recipient whose address contains TEXT (no such mailbox); `--hold TEXT` takes the first message to such a
 * recipient and never answers it (a sender stuck mid-send, to be killed), accepting any later one as usual.
 */
import { SMTPServer } from 'smtp-server';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
let transientLeft = Number(argument('--transient') ?? 0);
const permanent = argument('--permanent');
let hold = argument('--hold');

const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (permanent && address.address.includes(permanent)) {
      print({ type: 'refused', code: 550, to: address.address });
      return callback(refusal(550, 'No such mailbox'));
    }
    if (transientLeft > 0) {
      transientLeft--;
      print({ type: 'refused', code: 451, to: address.address });
      return callback(refusal(451, 'Try again later'));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (hold && session.envelope.rcptTo.some((rcpt) => rcpt.address.includes(hold!))) {
        hold = undefined;
        print({ type: 'held', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        return;
      }
      print({
        type: 'message',
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  print({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
