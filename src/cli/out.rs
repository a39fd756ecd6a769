//! Where a command's output goes (SPEC §5): standard output as it is
//! produced (a range of deals line by line), and notes on standard error
//! (progress, warnings). Every command writes through an [`Out`], so the
//! rules live here once:
//!
//! - a write error on standard output (a full disk, `> /dev/full`) is an
//!   error: the run stops and says so in one line, exit 1;
//! - a closed pipe (`| head -1`, on standard output or standard error)
//!   ends the run quietly and at once: [`Out::print`] and [`Out::note`]
//!   answer `false`, a command that loops stops, nothing more is written
//!   and the exit code is the command's own (0 for a range cut short).

use std::io::{self, ErrorKind, Write};

/// Standard output and standard error of one run, and whether they are
/// still open.
pub struct Out<'a> {
    stdout: &'a mut dyn Write,
    stderr: &'a mut dyn Write,
    end: Option<End>,
}

/// Why the output ended before the command did.
#[derive(Clone, Debug, PartialEq, Eq)]
enum End {
    /// A reader closed its end of a pipe: stop quietly.
    Closed,
    /// Standard output could not be written: this line says why.
    Failed(String),
}

impl<'a> Out<'a> {
    pub fn new(stdout: &'a mut dyn Write, stderr: &'a mut dyn Write) -> Out<'a> {
        Out { stdout, stderr, end: None }
    }

    /// Writes `s` on standard output at once. `false` when the output has
    /// ended (now or before): the caller stops producing it.
    pub fn print(&mut self, s: &str) -> bool {
        if self.end.is_some() {
            return false;
        }
        if s.is_empty() {
            return true;
        }
        match self.stdout.write_all(s.as_bytes()).and_then(|()| self.stdout.flush()) {
            Ok(()) => true,
            Err(e) => {
                self.end = Some(match e.kind() {
                    ErrorKind::BrokenPipe => End::Closed,
                    _ => End::Failed(format!("swarm: cannot write standard output: {}", one_line(&e))),
                });
                false
            }
        }
    }

    /// Writes `line` and a newline on standard error at once (progress of
    /// a long run). `false` when the output has ended: a closed pipe on
    /// standard error ends the run as one on standard output does (the
    /// reader is gone). Other errors on standard error cannot be reported
    /// anywhere and are let pass.
    pub fn note(&mut self, line: &str) -> bool {
        if self.end.is_some() {
            return false;
        }
        match writeln!(self.stderr, "{line}").and_then(|()| self.stderr.flush()) {
            Err(e) if e.kind() == ErrorKind::BrokenPipe => {
                self.end = Some(End::Closed);
                false
            }
            _ => true,
        }
    }

    /// Whether the output is still open.
    pub fn is_open(&self) -> bool {
        self.end.is_none()
    }

    /// Ends the run of a command that returned `code`, `text` (its
    /// standard output, printed now) and `err` (its message for standard
    /// error): returns the exit code.
    pub(crate) fn finish(&mut self, code: i32, text: &str, err: &str) -> i32 {
        self.print(text);
        match self.end.clone() {
            Some(End::Failed(line)) => {
                let _ = writeln!(self.stderr, "{line}");
                1
            }
            Some(End::Closed) => code,
            None => {
                if !err.is_empty() {
                    self.note(err);
                }
                code
            }
        }
    }
}

/// An error's text on one line (the operating system's messages are).
fn one_line(e: &io::Error) -> String {
    e.to_string().lines().next().unwrap_or("").to_string()
}

/// Standard output as a writer for [`Out`]: the process's own, or, when
/// the process was started without one (`swarm … >&-`), a writer that
/// fails as writing to a closed descriptor does, so the lost output is an
/// error (exit 1) and not a silent success.
pub fn stdout() -> Box<dyn Write> {
    if started_without_stdout() {
        Box::new(NoStdout)
    } else {
        Box::new(io::stdout().lock())
    }
}

/// The process was started with descriptor 1 closed. Rust's runtime opens
/// `/dev/null` read-write in the place of a closed standard descriptor
/// before `main`, so that is what such a process finds; a shell's
/// `> /dev/null` opens it write-only (and output thrown away on purpose is
/// no error).
#[cfg(target_os = "linux")]
fn started_without_stdout() -> bool {
    const O_ACCMODE: u32 = 3;
    const O_RDWR: u32 = 2;
    let null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == std::path::Path::new("/dev/null"));
    null && std::fs::read_to_string("/proc/self/fdinfo/1").is_ok_and(|info| {
        info.lines()
            .find_map(|l| l.strip_prefix("flags:"))
            .and_then(|f| u32::from_str_radix(f.trim(), 8).ok())
            .is_some_and(|f| f & O_ACCMODE == O_RDWR)
    })
}

#[cfg(not(target_os = "linux"))]
fn started_without_stdout() -> bool {
    false
}

/// The standard output of a process started without one.
struct NoStdout;

impl Write for NoStdout {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::from_raw_os_error(9))
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A [`Write`] that hands each piece written to a closure (for
/// [`super::run_with`]); it never fails.
pub(crate) struct Emit<'a>(pub &'a mut dyn FnMut(&str));

impl Write for Emit<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        // `Out` writes whole strings, so `buf` is one.
        (self.0)(&String::from_utf8_lossy(buf));
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer that takes `left` writes, then fails with `kind`.
    struct Failing(usize, ErrorKind, Vec<u8>);

    impl Write for Failing {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.0 == 0 {
                return Err(io::Error::from(self.1));
            }
            self.0 -= 1;
            self.2.extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_pipe_ends_the_output_quietly() {
        let (mut o, mut e) = (Failing(1, ErrorKind::BrokenPipe, vec![]), Vec::new());
        let mut out = Out::new(&mut o, &mut e);
        assert!(out.print("one\n"));
        assert!(!out.print("two\n"));
        assert!(!out.is_open() && !out.print("three\n"));
        assert_eq!(out.finish(0, "", "a note"), 0);
        assert_eq!(o.2, b"one\n");
        assert!(e.is_empty(), "nothing more is said");
    }

    #[test]
    fn a_write_error_is_exit_1_with_one_line() {
        let (mut o, mut e) = (Failing(0, ErrorKind::StorageFull, vec![]), Vec::new());
        let mut out = Out::new(&mut o, &mut e);
        assert_eq!(out.finish(0, "text\n", "a note"), 1);
        let e = String::from_utf8(e).unwrap();
        assert!(e.starts_with("swarm: cannot write standard output: ") && e.ends_with('\n'), "{e}");
        assert_eq!(e.lines().count(), 1, "{e}");
    }

    #[test]
    fn a_closed_standard_error_ends_the_run_too() {
        let (mut o, mut e) = (Vec::new(), Failing(0, ErrorKind::BrokenPipe, vec![]));
        let mut out = Out::new(&mut o, &mut e);
        assert!(!out.note("deal 1: won"));
        assert!(!out.print("summary\n"), "the run has ended");
    }
}
