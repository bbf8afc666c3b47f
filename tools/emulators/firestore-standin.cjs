// The pure-Node Firestore stand-in (@firestore-emulator/server), for machines without Java 21.
// gRPC on PORT (what firebase-admin speaks), plus a small HTTP control port for tests:
//   GET /health → 200, POST /reset → clears every document,
//   GET /documents?project=<id> → { paths: [...] }: every existing document of that project's
//     default database, at any depth (the stand-in cannot list collections over gRPC; the seed
//     snapshot reads its documents from this list instead of asking each document for every
//     collection name, tools/seed/snapshot.mjs).
// Usage: node firestore-standin.cjs <port> <controlPort>
'use strict';
const http = require('node:http');
const { FirestoreServer } = require('@firestore-emulator/server');
// The gRPC library the stand-in itself uses (its ServerCredentials must be that copy's).
const grpc = require(require.resolve('@grpc/grpc-js', { paths: [require.resolve('@firestore-emulator/server')] }));
const { patchStandin } = require('./standin-patch.cjs');

const port = Number(process.argv[2] ?? 8080);
const controlPort = Number(process.argv[3] ?? port + 1);

const server = new FirestoreServer();
// O(1) document creation instead of a copy of the whole collection per new id (standin-patch.cjs).
// FS_STANDIN_UNPATCHED=1 runs the library as published, to compare.
if (process.env.FS_STANDIN_UNPATCHED !== '1') patchStandin(server);
/**
 * Loopback only: the library's start() binds 0.0.0.0, which put the seeded data (week
 * seeds, mail tokens, every player record) on the network. The same bind, on 127.0.0.1.
 */
function listenOnLoopback(port) {
  return new Promise((done, fail) => {
    server.server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (err) =>
      err ? fail(err) : done(),
    );
  });
}

/**
 * Every existing document's path below the documents root ('players/u1/answers/a1'), depth first.
 * A document that only holds subcollections (never written itself) is not listed; its children are.
 */
function documentPaths(projectId) {
  const database = server.state.projects[projectId]?.databases['(default)'];
  const paths = [];
  const walk = (collections, prefix) => {
    for (const [name, collection] of Object.entries(collections))
      for (const [id, doc] of Object.entries(collection.documents)) {
        const path = `${prefix}${name}/${id}`;
        if (doc.metadata.hasExist) paths.push(path);
        walk(doc.collections, `${path}/`);
      }
  };
  if (database) walk(database.collections, '');
  return paths;
}

listenOnLoopback(port)
  .then(() => {
    const control = http.createServer((req, res) => {
      if (req.method === 'GET' && req.url === '/health') {
        res.writeHead(200).end('ok');
      } else if (req.method === 'GET' && req.url?.startsWith('/documents?')) {
        const projectId = new URL(req.url, 'http://control').searchParams.get('project') ?? '';
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ paths: documentPaths(projectId) }));
      } else if (req.method === 'POST' && req.url === '/reset') {
        server.state.clear();
        res.writeHead(200).end('reset');
      } else {
        res.writeHead(404).end();
      }
    });
    control.listen(controlPort, '127.0.0.1', () => {
      console.log(`Firestore stand-in listening on ${port} (control ${controlPort})`);
    });
    const stop = () => {
      control.close();
      server.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((err) => {
    console.error(`Firestore stand-in could not start on port ${port}: ${err.message}`);
    process.exit(1);
  });
