// Runs s3rver (a real S3-compatible HTTP server) as its own process and prints its port as JSON.
// Started with --openssl-legacy-provider: s3rver seals its list continuation tokens with DES,
// which OpenSSL 3 keeps in the legacy provider only (pagination would answer 500 otherwise).
const S3rver = require('s3rver');

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
server.run().then(
  ({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
