#!/usr/bin/env bash
# Proves the pre-commit hook (.pre-commit-hooks.yaml) with the real pre-commit
# tool: a committed snapshot of this working tree is the hook repository, and a
# throwaway project that lists it in its .pre-commit-config.yaml must be
# rejected for a description with an error and accepted for a clean one, both
# with `pre-commit run` and through `git commit`.
#
# pre-commit builds presentlint in release mode (`swift build -c release`),
# which takes a few minutes on a fresh cache. Set PRE_COMMIT_HOME to reuse a
# cache between runs. Exits 0 with a SKIP line when pre-commit is missing
# (`pip install pre-commit`).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v pre-commit >/dev/null 2>&1; then
    echo "SKIP: pre-commit is not installed (pip install pre-commit); the hook was not tested"
    exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/presentlint-pre-commit.XXXXXX")
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$work/cache}"
git_quiet=(git -c user.name=presentlint-test -c user.email=test@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false)

fail() { echo "FAIL: $*" >&2; exit 1; }

# 1. The hook repository: this working tree as it is (tracked and untracked
#    files, not the ignored build folders), committed in a repository of its own.
hooks="$work/presentlint"
mkdir -p "$hooks"
(cd "$root" && git ls-files -z --cached --others --exclude-standard) > "$work/files"
(cd "$root" && tar --null --ignore-failed-read -T "$work/files" -cf - 2>/dev/null) | tar -xf - -C "$hooks"
(cd "$hooks" && "${git_quiet[@]}" init -q && "${git_quiet[@]}" add -A && "${git_quiet[@]}" commit -qm "presentlint snapshot")
rev=$(cd "$hooks" && git rev-parse HEAD)

# 2. A project that uses the hook exactly as the README shows.
project="$work/project"
mkdir -p "$project/App"
cd "$project"
"${git_quiet[@]}" init -q
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: presentlint
CONFIG
cat > App/checkout.nav.yml <<'YAML'
app: { deploymentTarget: "15.0" }
root: Cart
screens: { Cart: {}, Pay: {} }
presentations:
  - { id: pay, from: Cart, to: Pay, transition: partialCurl }
YAML
# Not a navigation description by name: the hook's `files` pattern skips it.
printf 'not: [valid\n' > App/other.yml
"${git_quiet[@]}" add -A

echo "pre-commit run on a description with an error (the first run builds presentlint)..."
start=$(date +%s)
if pre-commit run --all-files > "$work/bad.log" 2>&1; then
    cat "$work/bad.log"; fail "the hook passed a description with an error"
fi
grep -q "partial-curl-requires-full-screen" "$work/bad.log" || { cat "$work/bad.log"; fail "the hook failed without presentlint's finding"; }
grep -q "App/checkout.nav.yml:5:" "$work/bad.log" || { cat "$work/bad.log"; fail "the finding does not name the file and line"; }
grep -q "other.yml" "$work/bad.log" && { cat "$work/bad.log"; fail "the hook linted a file its pattern excludes"; }
echo "ok: rejected, with the finding at App/checkout.nav.yml:5 ($(( $(date +%s) - start ))s including the build)"

cat > App/checkout.nav.yml <<'YAML'
app: { deploymentTarget: "15.0" }
root: Cart
screens: { Cart: {}, Pay: {} }
presentations:
  - { id: pay, from: Cart, to: Pay, style: fullScreen, transition: partialCurl }
YAML
"${git_quiet[@]}" add -A
pre-commit run --all-files > "$work/good.log" 2>&1 || { cat "$work/good.log"; fail "the hook rejected a clean description"; }
echo "ok: pre-commit run passes a clean description"

# 3. The same through git: the installed hook blocks the commit of an error.
pre-commit install > /dev/null
"${git_quiet[@]}" commit -qm "clean description" > "$work/commit-good.log" 2>&1 || { cat "$work/commit-good.log"; fail "git commit of a clean description was blocked"; }
printf '  - { id: broken, from: Cart, to: Nowhere }\n' >> App/checkout.nav.yml
"${git_quiet[@]}" add -A
if "${git_quiet[@]}" commit -qm "broken description" > "$work/commit-bad.log" 2>&1; then
    cat "$work/commit-bad.log"; fail "git commit of a description with an unknown reference went through"
fi
grep -q "unknown-reference" "$work/commit-bad.log" || { cat "$work/commit-bad.log"; fail "the blocked commit does not show the finding"; }
echo "ok: git commit is blocked by the hook for an unknown reference, and allowed when clean"
echo "pre-commit hook: 4 passed, 0 failed"
