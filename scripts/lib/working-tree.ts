import { spawnSync } from "node:child_process"
import { cpSync, renameSync, rmSync, symlinkSync } from "node:fs"
import path from "node:path"

/**
 * Copies the project's working tree at `root` into `copy`: the files git knows or would know (not
 * the ignored builds), and node_modules by a link. A build in the copy has an `.astro/` folder of
 * its own, so its content sync never meets another build's in the project (each Astro command
 * rewrites the same files there, through the same temporary file).
 */
export function copyWorkingTree(root: string, copy: string): void {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    try {
      cpSync(path.join(root, file), path.join(copy, file), { recursive: true })
    } catch (error) {
      // A file deleted in the working tree but still in the index.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error
    }
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir")
}

/** Puts the folder `from` at `to`, in place of what was there: renamed, or copied across file systems. */
export function moveFolder(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true })
  try {
    renameSync(from, to)
  } catch {
    cpSync(from, to, { recursive: true })
  }
}
