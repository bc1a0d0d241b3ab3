import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Text files worth compressing; images such as PNG are compressed already. */
const compressible = /\.(html|js|css|svg|json|xml|txt|md|webmanifest)$/

/**
 * Writes a `.gz` and a `.br` twin beside every text file, at the highest levels, so servers send
 * compressed bytes without compressing on each request.
 */
export async function precompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file))
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file)
      const content = await readFile(full)
      const [gz, br] = await Promise.all([
        gzipAsync(content, { level: 9 }),
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ])
      await Promise.all([writeFile(`${full}.gz`, gz), writeFile(`${full}.br`, br)])
    }),
  )
}
