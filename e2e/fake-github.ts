/**
 * A fake of the part of GitHub's REST API that Decap CMS's github backend uses with `publish_mode:
 * editorial_workflow` (decap-cms-backend-github 3.8, API.js and implementation.js), so the browser editor's
 * publishing can be tried offline. Blobs, trees, commits and branches are real git objects and refs in a bare
 * repository, made with the `git` command, so a test reads the result with `git diff`; pull requests and their
 * labels live in memory. Anything else is answered 404 and kept in `unanswered`, so a test sees what Decap asked
 * for that GitHub would have answered and this fake does not.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export type Answer = { status: number; json?: unknown };
type Body = Record<string, unknown>;

type PullRequest = {
  number: number;
  title: string;
  body: string;
  branch: string;
  base: string;
  labels: string[];
  state: 'open' | 'closed';
  mergedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The signed-in editor, as GET /user describes them. */
export const EDITOR = {
  login: 'marketing-editor',
  name: 'Marketing Editor',
  email: 'editor@example.in',
  avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4',
};

const notFound: Answer = { status: 404, json: { message: 'Not Found' } };

export class FakeGitHub {
  readonly pulls: PullRequest[] = [];
  /** Every request, as "METHOD /path?query", in order. */
  readonly requests: string[] = [];
  readonly unanswered: string[] = [];
  /**
   * Branch protection on main requiring the pull-request check, and that check failing: GitHub then refuses both the
   * merge (405) and any other update of main (422).
   */
  failingRequiredCheck = false;

  /** `gitDir` is a bare repository whose default branch is `main`; `repo` is owner/name as the editor is built with. */
  constructor(
    readonly gitDir: string,
    readonly repo: string,
    readonly main = 'main',
  ) {}

  /** Runs git on the bare repository; `input` goes to its standard input. */
  git(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
    return execFileSync('git', ['--git-dir', this.gitDir, ...args], {
      input: options.input,
      env: { ...process.env, ...options.env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).trimEnd();
  }

  /** The commit a branch name or sha points at, or undefined. */
  private resolve(ref: string): string | undefined {
    try {
      return this.git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    } catch {
      return undefined;
    }
  }

  private branchSha = (name: string) => this.resolve(`refs/heads/${name}`);

  private commitJson(sha: string) {
    const [tree, parents, authorName, authorEmail, date, message] = this.git([
      'show',
      '-s',
      '--format=%T%n%P%n%an%n%ae%n%aI%n%B',
      sha,
    ]).split('\n');
    const person = { name: authorName, email: authorEmail, date };
    return {
      sha,
      tree: { sha: tree },
      parents: parents ? parents.split(' ').map((parent) => ({ sha: parent })) : [],
      commit: { message, author: person, committer: person, tree: { sha: tree } },
    };
  }

  private pullJson(pull: PullRequest) {
    const [owner] = this.repo.split('/');
    // GitHub moves a pull request's head with its branch.
    const headSha = this.branchSha(pull.branch);
    return {
      number: pull.number,
      title: pull.title,
      body: pull.body,
      state: pull.state,
      merged_at: pull.mergedAt,
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
      html_url: `https://github.com/${this.repo}/pull/${pull.number}`,
      user: { login: EDITOR.login },
      labels: pull.labels.map((name) => ({ name })),
      head: { ref: pull.branch, sha: headSha, label: `${owner}:${pull.branch}`, repo: { fork: false } },
      base: { ref: pull.base, sha: this.branchSha(pull.base) },
    };
  }

  /** Answers one request to https://api.github.com as GitHub would, for the requests Decap makes. */
  answer(method: string, url: URL, body: string): Answer {
    this.requests.push(`${method} ${url.pathname}${url.search}`);
    const pathname = decodeURIComponent(url.pathname);
    const rest = pathname.startsWith(`/repos/${this.repo}`) ? pathname.slice(`/repos/${this.repo}`.length) : pathname;
    for (const [routeMethod, pattern, handle] of this.routes) {
      const match = routeMethod === method ? pattern.exec(rest) : null;
      if (match) return handle(match, url.searchParams, body ? JSON.parse(body) : {});
    }
    this.unanswered.push(`${method} ${url.pathname}`);
    return notFound;
  }

  /** [method, path (after /repos/<owner>/<name>), answer], each with the step of Decap's that asks for it. */
  private readonly routes: [string, RegExp, (match: string[], query: URLSearchParams, body: Body) => Answer][] = [
    // Sign-in (implementation.js currentUser); a pull request's author on its Workflow card (getPullRequestAuthor).
    ['GET', new RegExp(`^/users?(/${EDITOR.login})?$`), () => ({ status: 200, json: EDITOR })],
    // Sign-in: hasWriteAccess reads permissions.push; owner.login fixes the owner's spelling.
    [
      'GET',
      /^$/,
      () => ({
        status: 200,
        json: {
          full_name: this.repo,
          owner: { login: this.repo.split('/')[0] },
          permissions: { push: true },
          default_branch: this.main,
        },
      }),
    ],
    // Opening an entry: getFileSha and listFiles (the media library) list a folder as `<ref>:<folder>`.
    [
      'GET',
      /^\/git\/trees\/(.+?):(.*)$/,
      ([, ref, folder], query) => {
        const tree = this.lsTree(`${ref}:${folder}`, query.get('recursive') === '1');
        if (!tree) return notFound;
        return { status: 200, json: { sha: this.git(['rev-parse', `${ref}:${folder}`]), tree, truncated: false } };
      },
    ],
    // Reading a file or a picture: fetchBlobContent.
    [
      'GET',
      /^\/git\/blobs\/([0-9a-f]{40})$/,
      ([, sha]) => {
        const content = execFileSync('git', ['--git-dir', this.gitDir, 'cat-file', 'blob', sha]);
        return {
          status: 200,
          json: { sha, size: content.length, encoding: 'base64', content: content.toString('base64') },
        };
      },
    ],
    // Who changed a file last, for the entry list: readFileMetadata.
    [
      'GET',
      /^\/commits$/,
      (_match, query) => {
        const sha = this.git([
          'log',
          '-1',
          '--format=%H',
          query.get('sha') ?? this.main,
          '--',
          query.get('path') ?? '.',
        ]);
        return { status: 200, json: sha ? [this.commitJson(sha)] : [] };
      },
    ],
    // Save: uploadBlob, one per changed file.
    [
      'POST',
      /^\/git\/blobs$/,
      (_match, _query, body) => ({
        status: 201,
        json: {
          sha: this.git(['hash-object', '-w', '--stdin'], { input: Buffer.from(String(body.content), 'base64') }),
        },
      }),
    ],
    // Save (updateTree -> createTree): the base tree with files put in (sha) or taken out (sha null).
    ['POST', /^\/git\/trees$/, (_match, _query, body) => ({ status: 201, json: this.createTree(body) })],
    // Save: createCommit, on main's tip for a new entry, on the rebased branch for a saved one.
    ['POST', /^\/git\/commits$/, (_match, _query, body) => ({ status: 201, json: this.createCommit(body) })],
    // Save: getDefaultBranch (the base of a new entry's branch); getBranch.
    [
      'GET',
      /^\/branches\/(.+)$/,
      ([, name]) => {
        const sha = this.branchSha(name);
        if (!sha) return { status: 404, json: { message: 'Branch not found' } };
        return { status: 200, json: { name, commit: this.commitJson(sha) } };
      },
    ],
    // First save of an entry: createBranch (createRef) makes cms/<collection>/<slug>.
    [
      'POST',
      /^\/git\/refs$/,
      (_match, _query, body) => {
        const ref = String(body.ref);
        if (this.resolve(ref)) return { status: 422, json: { message: 'Reference already exists' } };
        this.git(['update-ref', ref, String(body.sha), '']);
        return { status: 201, json: { ref, object: { sha: body.sha, type: 'commit' } } };
      },
    ],
    // Another save of an entry in the workflow: patchBranch (force) moves its branch to the new commit.
    [
      'PATCH',
      /^\/git\/refs\/(heads\/.+)$/,
      ([, name], _query, body) => {
        const ref = `refs/${name}`;
        if (this.failingRequiredCheck && name === `heads/${this.main}`)
          return { status: 422, json: { message: `Protected branch update failed for refs/${name}.` } };
        const old = this.resolve(ref);
        if (!old) return { status: 422, json: { message: 'Reference does not exist' } };
        if (!body.force && !this.isAncestor(old, String(body.sha)))
          return { status: 422, json: { message: 'Update is not a fast forward' } };
        this.git(['update-ref', ref, String(body.sha), old]);
        return { status: 200, json: { ref, object: { sha: body.sha, type: 'commit' } } };
      },
    ],
    // Publish (publishUnpublishedEntry): deleteBranch after the merge; also "Delete unpublished changes".
    [
      'DELETE',
      /^\/git\/refs\/(heads\/.+)$/,
      ([, name]) => {
        if (!this.resolve(`refs/${name}`)) return { status: 422, json: { message: 'Reference does not exist' } };
        this.git(['update-ref', '-d', `refs/${name}`]);
        return { status: 204 };
      },
    ],
    // First save: createPR, titled with the commit message, from the new branch into main.
    ['POST', /^\/pulls$/, (_match, _query, body) => ({ status: 201, json: this.pullJson(this.createPull(body)) })],
    // The Workflow tab, and every step on an entry in it: getPullRequests (by head branch, base and state).
    [
      'GET',
      /^\/pulls$/,
      (_match, query) => {
        const head = query.get('head')?.replace(/^[^:]+:/, '');
        const state = query.get('state') ?? 'open';
        const listed = this.pulls.filter(
          (pull) =>
            (!head || pull.branch === head) &&
            (!query.get('base') || pull.base === query.get('base')) &&
            (state === 'all' || pull.state === state),
        );
        return { status: 200, json: listed.map((pull) => this.pullJson(pull)) };
      },
    ],
    // After the first save, and on each status change (Draft, In review, Ready): updatePullRequestLabels.
    [
      'PUT',
      /^\/issues\/(\d+)\/labels$/,
      ([, number], _query, body) => {
        const pull = this.pulls[Number(number) - 1];
        if (!pull) return notFound;
        pull.labels = (body.labels as string[]).slice();
        pull.updatedAt = new Date().toISOString();
        return { status: 200, json: pull.labels.map((name) => ({ name })) };
      },
    ],
    // Opening an entry in the workflow, and rebasing it before another save: getDifferences (base...head).
    [
      'GET',
      /^\/compare\/(.+)\.\.\.(.+)$/,
      ([, base, head]) => {
        const [baseSha, headSha] = [base, head].map((ref) => this.resolve(ref.replace(/^[^:/]+:/, '')));
        if (!baseSha || !headSha) return notFound;
        return { status: 200, json: this.compare(baseSha, headSha) };
      },
    ],
    // An entry in the workflow: getStatuses, for "Check for Preview" (no deploy previews here).
    ['GET', /^\/commits\/[0-9a-f]{40}\/status$/, () => ({ status: 200, json: { state: 'pending', statuses: [] } })],
    // Publish: mergePR, a merge commit of the pull request's head into its base.
    [
      'PUT',
      /^\/pulls\/(\d+)\/merge$/,
      ([, number], _query, body) => {
        const pull = this.pulls[Number(number) - 1];
        return pull?.state === 'open' ? this.merge(pull, body) : notFound;
      },
    ],
    // Publish (closeIssueOnPublish): the issue holding the entry's notes, if any; no one wrote notes here.
    [
      'GET',
      /^\/search\/issues$/,
      () => ({ status: 200, json: { total_count: 0, incomplete_results: false, items: [] } }),
    ],
  ];

  private createCommit(body: Body) {
    const parents = (body.parents as string[]).flatMap((parent) => ['-p', parent]);
    const author = body.author as { name: string; email: string; date?: string } | undefined;
    const sha = this.git(['commit-tree', String(body.tree), ...parents, '-F', '-'], {
      input: String(body.message),
      env: {
        GIT_AUTHOR_NAME: author?.name || EDITOR.name,
        GIT_AUTHOR_EMAIL: author?.email || EDITOR.email,
        GIT_COMMITTER_NAME: EDITOR.name,
        GIT_COMMITTER_EMAIL: EDITOR.email,
        ...(author?.date && { GIT_AUTHOR_DATE: author.date }),
      },
    });
    return this.commitJson(sha);
  }

  private createPull(body: Body): PullRequest {
    const now = new Date().toISOString();
    const pull: PullRequest = {
      number: this.pulls.length + 1,
      title: String(body.title),
      body: String(body.body ?? ''),
      branch: String(body.head).replace(/^[^:]+:/, ''),
      base: String(body.base),
      labels: [],
      state: 'open',
      mergedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    this.pulls.push(pull);
    return pull;
  }

  private lsTree(treeish: string, recursive: boolean) {
    let out: string;
    try {
      out = this.git(['ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), treeish]);
    } catch {
      return undefined;
    }
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [info, filePath] = line.split('\t');
        const [mode, type, sha, size] = info.split(/\s+/);
        return { path: filePath, mode, type, sha, ...(type === 'blob' && { size: Number(size) }) };
      });
  }

  /** The base tree with each entry put in or (sha null) taken out, through a throwaway index. */
  private createTree(body: Body) {
    const index = path.join(this.gitDir, `fake-github-index-${process.pid}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (body.base_tree) this.git(['read-tree', String(body.base_tree)], { env });
      else this.git(['read-tree', '--empty'], { env });
      for (const entry of body.tree as { path: string; mode: string; sha: string | null }[]) {
        if (entry.sha === null) this.git(['update-index', '--force-remove', '--', entry.path], { env });
        else this.git(['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`], { env });
      }
      const sha = this.git(['write-tree'], { env });
      return { sha, tree: this.lsTree(sha, false) };
    } finally {
      rmSync(index, { force: true });
    }
  }

  private isAncestor(ancestor: string, sha: string): boolean {
    try {
      this.git(['merge-base', '--is-ancestor', ancestor, sha]);
      return true;
    } catch {
      return false;
    }
  }

  /** As GitHub's three-dot compare: commits since the merge base, files changed since it, base_commit the base's tip. */
  private compare(baseSha: string, headSha: string) {
    const mergeBase = this.git(['merge-base', baseSha, headSha]);
    const commits = this.git(['rev-list', '--reverse', `${baseSha}..${headSha}`])
      .split('\n')
      .filter(Boolean)
      .map((sha) => this.commitJson(sha));
    const statuses: Record<string, string> = { A: 'added', M: 'modified', D: 'removed' };
    const files = this.git(['diff', '--no-renames', '--name-status', mergeBase, headSha])
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [status, filename] = line.split('\t');
        const removed = status === 'D';
        return {
          filename,
          status: statuses[status],
          sha: removed ? null : this.git(['rev-parse', `${headSha}:${filename}`]),
          patch: this.git(['diff', mergeBase, headSha, '--', filename]),
        };
      });
    return { base_commit: this.commitJson(baseSha), commits, files };
  }

  private merge(pull: PullRequest, body: Body): Answer {
    const head = this.branchSha(pull.branch);
    const base = this.branchSha(pull.base);
    if (!head || !base) return notFound;
    if (body.sha && body.sha !== head) return { status: 409, json: { message: 'Head branch was modified.' } };
    if (this.failingRequiredCheck)
      return { status: 405, json: { message: 'Required status check "check" is failing.' } };
    let tree: string;
    try {
      tree = this.git(['merge-tree', '--write-tree', base, head]).split('\n')[0];
    } catch {
      return { status: 405, json: { message: 'Pull Request is not mergeable' } };
    }
    const sha = this.git(['commit-tree', tree, '-p', base, '-p', head, '-F', '-'], {
      input: String(body.commit_message ?? `Merge pull request #${pull.number}`),
      env: {
        GIT_AUTHOR_NAME: EDITOR.name,
        GIT_AUTHOR_EMAIL: EDITOR.email,
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.com',
      },
    });
    this.git(['update-ref', `refs/heads/${pull.base}`, sha, base]);
    pull.state = 'closed';
    pull.mergedAt = new Date().toISOString();
    pull.updatedAt = pull.mergedAt;
    return { status: 200, json: { sha, merged: true, message: 'Pull Request successfully merged' } };
  }
}
