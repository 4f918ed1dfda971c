/** Where a command writes: stdout for answers, stderr for errors and notes (tests capture both). */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}
