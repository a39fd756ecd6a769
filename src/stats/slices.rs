//! A journal file read a slice at a time (issue 46 item 2): the file's
//! text is checked and its records found in one quick pass over the
//! bytes ([`Slices::new`], no value built), and the records are then read
//! a slice at a time ([`Slices::next`]), so a file of 100,000 records never
//! holds the page for the whole of it. Together they read what
//! [`super::journal::parse_file`] reads (tests/journal.rs).

use crate::json::Value;

use super::journal::{name_damaged, FILE_KIND, MAX_FILE};
use super::record::Record;

/// The most bytes of a file checked in one step ([`Slices::check`]): some
/// 10 ms of the page's wasm (docs/benchmarks.md).
pub const CHECK: usize = 1 << 20;

/// A journal file's records, read a slice at a time.
#[derive(Clone, Debug, Default)]
pub struct Slices {
    text: String,
    /// Where each record's text starts and ends.
    spans: Vec<(usize, usize)>,
    /// The records read so far.
    read: usize,
    /// Each damaged record, as why (named once all are read).
    bad: Vec<String>,
    /// How far the file is checked: the next byte, and what comes there.
    at: usize,
    next: Next,
    /// The file's `swarm` value (what it says it is), and whether it has a `records` list.
    kind: Option<Value>,
    listed: bool,
}

/// What the check expects next.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
enum Next {
    /// The file's opening `{`.
    #[default]
    Start,
    /// A key and its value.
    Member,
    /// `,` or `}` after a member.
    AfterMember,
    /// A record (or `]`: `first`).
    Record { first: bool },
    /// `,` or `]` after a record.
    AfterRecord,
    /// Nothing: the file is checked.
    Done,
}

impl Slices {
    /// A file to check ([`Slices::check`]) and read. `Err` when it is too large.
    pub fn new(text: String) -> Result<Slices, String> {
        if text.len() > MAX_FILE {
            return Err(format!("the file is too large ({} MB; at most {} MB)", text.len() >> 20, MAX_FILE >> 20));
        }
        Ok(Slices { text, ..Slices::default() })
    }

    /// A file checked whole, at once.
    pub fn whole(text: String) -> Result<Slices, String> {
        let mut s = Slices::new(text)?;
        while !s.check(usize::MAX)? {}
        Ok(s)
    }

    /// Whether the whole file is checked (and found a journal).
    pub fn is_checked(&self) -> bool {
        self.next == Next::Done
    }

    /// Bytes of the file checked, and all of them.
    pub fn checked(&self) -> (usize, usize) {
        (self.at, self.text.len())
    }

    /// Checks the file's structure and finds its records, some `bytes` more
    /// of it (a value is checked whole): true once all is checked. `Err`
    /// says in a few words why the whole file is refused. No record is
    /// read ([`Slices::len`] is 0) before the whole file is checked, so a
    /// file broken anywhere gives none.
    pub fn check(&mut self, bytes: usize) -> Result<bool, String> {
        let b = self.text.as_bytes();
        let not_json = |at: usize| format!("the file is not JSON (at byte {at})");
        let stop = self.at.saturating_add(bytes);
        let mut at = self.at;
        while self.next != Next::Done && at < stop {
            match self.next {
                Next::Start => {
                    at = ws(b, 0);
                    if b.get(at) != Some(&b'{') {
                        return Err(not_object(&self.text, at));
                    }
                    at = ws(b, at + 1);
                    self.next = if b.get(at) == Some(&b'}') { Next::AfterMember } else { Next::Member };
                }
                Next::Member => {
                    let key_end = skip(b, at).filter(|_| b[at] == b'"').ok_or_else(|| not_json(at))?;
                    let key = match crate::json::from_str(&self.text[at..key_end]) {
                        Ok(Value::String(k)) => k,
                        _ => return Err(not_json(at)),
                    };
                    at = ws(b, key_end);
                    if b.get(at) != Some(&b':') {
                        return Err(not_json(at));
                    }
                    let start = ws(b, at + 1);
                    if key == "records" && b.get(start) == Some(&b'[') {
                        // The last `records` list is the file's (as a whole reader reads it).
                        self.spans.clear();
                        self.listed = true;
                        at = ws(b, start + 1);
                        self.next = Next::Record { first: true };
                    } else {
                        let end = skip(b, start).ok_or_else(|| not_json(start))?;
                        // Small values: read strictly (the records are, one by one).
                        let v: Value = crate::json::from_str(&self.text[start..end]).map_err(|_| not_json(start))?;
                        if key == "swarm" {
                            self.kind = Some(v);
                        } else if key == "records" {
                            self.listed = false;
                        }
                        at = ws(b, end);
                        self.next = Next::AfterMember;
                    }
                }
                Next::Record { first } => {
                    if first && b.get(at) == Some(&b']') {
                        at = ws(b, at + 1);
                        self.next = Next::AfterMember;
                    } else {
                        let end = skip(b, at).ok_or_else(|| not_json(at))?;
                        self.spans.push((at, end));
                        at = ws(b, end);
                        self.next = Next::AfterRecord;
                    }
                }
                Next::AfterRecord => {
                    match b.get(at) {
                        Some(b',') => self.next = Next::Record { first: false },
                        Some(b']') => self.next = Next::AfterMember,
                        _ => return Err(not_json(at)),
                    }
                    at = ws(b, at + 1);
                }
                Next::AfterMember => {
                    match b.get(at) {
                        Some(b',') => self.next = Next::Member,
                        Some(b'}') => self.next = Next::Done,
                        _ => return Err(not_json(at)),
                    }
                    at = ws(b, at + 1);
                }
                Next::Done => {}
            }
        }
        self.at = at.min(b.len());
        if self.next != Next::Done {
            return Ok(false);
        }
        if at < b.len() {
            return Err(not_json(at));
        }
        let not_journal = |why: &str| format!("the file is not a Swarm statistics journal ({why})");
        if self.kind.as_ref().and_then(Value::as_str) != Some(FILE_KIND) {
            return Err(not_journal("no `\"swarm\": \"swarm statistics\"`"));
        }
        if !self.listed {
            return Err(not_journal("no `records` list"));
        }
        Ok(true)
    }

    /// Records in the file (none before it is checked).
    pub fn len(&self) -> usize {
        if self.is_checked() {
            self.spans.len()
        } else {
            0
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Records read so far.
    pub fn read(&self) -> usize {
        self.read
    }

    /// Reads the next `n` records (a damaged one is kept aside, to be named).
    pub fn next(&mut self, n: usize) -> Vec<Record> {
        let end = (self.read + n).min(self.len());
        let mut out = Vec::with_capacity(end - self.read);
        for &(a, b) in &self.spans[self.read..end] {
            match crate::json::value(&self.text[a..b]) {
                Ok(v) => match Record::from_value(&v) {
                    Ok(r) => out.push(r),
                    Err(e) => self.bad.push(e),
                },
                Err(e) => self.bad.push(format!("a record is not JSON ({e})")),
            }
        }
        self.read = end;
        out
    }

    /// Once all are read: each damaged record named (the first few, the
    /// rest counted), or, when none could be read, why the file is refused.
    pub fn problems(&self) -> Result<Vec<String>, String> {
        if self.bad.len() == self.spans.len() && !self.bad.is_empty() {
            return Err(format!("none of the file's {} records can be read: {}", self.bad.len(), self.bad[0]));
        }
        Ok(name_damaged(self.bad.clone()))
    }
}

/// The texts of a JSON array's elements (`[{…},{…}]`: the records the
/// browser's store gave, stringified at once), each as it is in the text;
/// none when the text is not an array.
pub fn elements_of(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let at = ws(b, 0);
    match elements(b, at).filter(|_| b.get(at) == Some(&b'[')) {
        Some((spans, _)) => spans.into_iter().map(|(a, z)| text[a..z].to_string()).collect(),
        None => Vec::new(),
    }
}

/// Why a file that does not start with `{` is refused: not JSON, or
/// JSON but no object (said as the whole reader says it; a large file
/// only by its first byte, not read whole at once).
fn not_object(text: &str, at: usize) -> String {
    if text.len() <= CHECK {
        return match crate::json::from_str(text) {
            Ok(_) => "the file is not a Swarm statistics journal (not a JSON object)".into(),
            Err(e) => format!("the file is not JSON ({e})"),
        };
    }
    match text.as_bytes().get(at) {
        Some(b'[' | b'"' | b'-' | b'0'..=b'9' | b't' | b'f' | b'n') => {
            "the file is not a Swarm statistics journal (not a JSON object)".into()
        }
        _ => format!("the file is not JSON (at byte {at})"),
    }
}

/// The first byte at or after `at` that is not white space.
fn ws(b: &[u8], mut at: usize) -> usize {
    while at < b.len() && matches!(b[at], b' ' | b'\t' | b'\n' | b'\r') {
        at += 1;
    }
    at
}

/// The spans of an array's elements (the array starting at `at`), and
/// where the array ends.
fn elements(b: &[u8], at: usize) -> Option<(Vec<(usize, usize)>, usize)> {
    let mut list = Vec::new();
    let mut i = ws(b, at + 1);
    if b.get(i) == Some(&b']') {
        return Some((list, i + 1));
    }
    loop {
        let end = skip(b, i)?;
        list.push((i, end));
        i = ws(b, end);
        match b.get(i)? {
            b',' => i = ws(b, i + 1),
            b']' => return Some((list, i + 1)),
            _ => return None,
        }
    }
}

/// Where the JSON value starting at `at` ends (its structure checked:
/// brackets, strings; what is inside is read strictly later), or None.
fn skip(b: &[u8], at: usize) -> Option<usize> {
    let mut depth: Vec<u8> = Vec::new();
    let mut i = at;
    loop {
        match *b.get(i)? {
            b'"' => {
                i += 1;
                loop {
                    match *b.get(i)? {
                        b'"' => break,
                        b'\\' => i += 2,
                        c if c < 0x20 => return None,
                        _ => i += 1,
                    }
                }
                i += 1;
            }
            c @ (b'{' | b'[') => {
                depth.push(if c == b'{' { b'}' } else { b']' });
                i += 1;
            }
            c @ (b'}' | b']') => {
                if depth.pop()? != c {
                    return None;
                }
                i += 1;
            }
            b',' | b':' | b' ' | b'\t' | b'\n' | b'\r' if !depth.is_empty() => i += 1,
            c if c == b'-' || c.is_ascii_alphanumeric() || c == b'.' || c == b'+' => {
                while b.get(i).is_some_and(|c| *c == b'-' || c.is_ascii_alphanumeric() || *c == b'.' || *c == b'+') {
                    i += 1;
                }
            }
            _ => return None,
        }
        if depth.is_empty() {
            return Some(i);
        }
    }
}
