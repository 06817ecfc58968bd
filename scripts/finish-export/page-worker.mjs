// A worker thread of finish-export (finishInWorkers in index.mjs): finishes and writes the pages it is
// given, and posts back what finishExport needs of each, or the first failure's message.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { assetReader, finishFile } from './index.mjs';
import { loadDocumentRule } from './document-pages.mjs';

const { outDir, files, skip, cwd } = workerData;
try {
  const isDocumentPath = await loadDocumentRule(cwd);
  const readAsset = assetReader(outDir);
  const write = (name, content) => {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), content);
  };
  const pages = files.map((file) => finishFile(outDir, file, { readAsset, skip, isDocumentPath, write }));
  parentPort.postMessage({ pages });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error), step: error?.step });
}
