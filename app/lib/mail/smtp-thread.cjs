// The SMTP side of the mail transport, on a thread of its own (createMailTransport in transport.server.ts reads
// this file as text and starts it with `eval`): its round trips to the mail server are answered at once, not after
// whatever pages the server's own thread is rendering. It takes { id, mail } to send and { cut: id } to stop a send,
// and answers { id } when the server accepted the message, or { id, error }.
const { parentPort, workerData } = require("node:worker_threads");
const nodemailer = require(workerData.nodemailer);

const smtp = nodemailer.createTransport(workerData.options);
/** Sends in progress, by id, to cut when asked. */
const sends = new Map();

parentPort.on("message", (message) => {
  if (message.cut !== undefined) {
    sends.get(message.cut)?.abort();
    return;
  }
  const { id, mail } = message;
  const cut = new AbortController();
  sends.set(id, cut);
  smtp
    .sendMail({ ...mail, signal: cut.signal })
    .then(
      () => parentPort.postMessage({ id }),
      (error) =>
        parentPort.postMessage({
          id,
          error: { name: error?.name ?? "Error", message: error?.message ?? String(error), code: error?.code },
        }),
    )
    .finally(() => sends.delete(id));
});
