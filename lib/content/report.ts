/** How content problems are shown: as lines for a terminal, and as annotations GitHub pins on the file and line. */
import { formatProblem, type Problem } from './problem';

// GitHub reads `::error file=…,line=…,col=…::message` from a job's output; these characters must be escaped.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A GitHub Actions workflow command that shows the problem on its file and line in a pull request. */
export function githubAnnotation(level: 'error' | 'warning', { file, line, column, message }: Problem): string {
  return `::${level} file=${escapeProperty(file)},line=${line},col=${column}::${escapeData(message)}`;
}

/** The lines to print for some problems: for a person, and, on GitHub Actions, for the pull request too. */
export function reportLines(level: 'error' | 'warning', problems: readonly Problem[], onGitHub: boolean): string[] {
  const mark = level === 'error' ? '✗' : '⚠';
  return problems.flatMap((problem) => [
    `  ${mark} ${formatProblem(problem)}`,
    ...(onGitHub ? [githubAnnotation(level, problem)] : []),
  ]);
}
