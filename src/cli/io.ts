/**
 * File input and output for the CLI, Unix-tool style (see `io/`): bounded reads with
 * clear errors for directories, devices, silent FIFOs, binary and oversized files;
 * writes that replace regular files atomically and write devices and FIFOs in place.
 */
export { FIFO_IDLE_TIMEOUT_MS, readInput, type ReadResult } from './io/read-input.js';
export { writeOutput } from './io/write-output.js';
export { guardStandardStreams, standardOutputExitCode } from './io/stdout.js';
