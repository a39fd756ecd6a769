//! What the journal says: its notes in the Statistics sheet (an export's,
//! an import's progress and end, why it cannot yet), the notice of a newer
//! Swarm's database, and which figures are shown while the journal is
//! not read whole.

use crate::stats::Stats;

/// What exporting `n` records as `name` says (`made`: the browser made the file).
pub fn exported(n: usize, name: &str, made: bool) -> String {
    if made {
        format!("Exported {} as {name}.", crate::notation::count(n, "record", "records"))
    } else {
        "This browser cannot make the file.".to_string()
    }
}

/// What importing `name` says: the records added and known already, and
/// the damaged ones named.
pub fn imported(name: &str, added: usize, known: usize, problems: &[String]) -> String {
    let records = if added == 1 { "record" } else { "records" };
    let mut msg = format!("Imported {name}: {} {records} added, {} known already.", grouped(added), grouped(known));
    if !problems.is_empty() {
        msg.push_str(&format!(" {}.", problems.join("; ")));
    }
    msg
}

/// How far a big import went (`done` of `total` records stored).
pub fn importing(name: &str, done: usize, total: usize) -> String {
    format!("Importing {name}… {} of {} records.", grouped(done), grouped(total))
}

/// How far a big file's check went (`done` of `all` bytes).
pub fn checking(name: &str, done: usize, all: usize) -> String {
    format!("Checking {name}… {}%.", done * 100 / all.max(1))
}

/// `n` with its thousands grouped (12,000).
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Why the journal cannot be exported or imported into yet: the store
/// refused (`why`), or it is still being read.
pub fn not_read(refused: Option<&str>) -> String {
    match refused {
        Some(why) => format!("The statistics could not be read ({why}): try again later."),
        None => "The statistics are still being read: try again in a moment.".to_string(),
    }
}

/// Said when a newer Swarm upgraded the database under this tab.
pub const UPDATED: &str = "Swarm was updated in another tab — reload to keep counting";

/// The figures the sheet shows: the journal's once read (kept as records
/// come, `figures`) (none while it is
/// read again, which would leave out other tabs' games, or while its
/// figures are counted afresh, `loading` then too: they are not whole), this tab's own
/// games (`pending`) while the store cannot be read (`refused`), or none
/// yet (`READING`).
pub fn shown(
    figures: &crate::stats::fold::Fold,
    pending: &[crate::stats::record::Record],
    (loaded, loading, refused): (bool, bool, bool),
) -> Option<Stats> {
    use crate::stats::journal::Journal;
    match (loaded, loading, refused) {
        (true, false, _) => Some(figures.stats()),
        (false, _, true) => {
            let mut mine = Journal::default();
            mine.merge(pending.to_vec());
            Some(crate::stats::figures::stats(&mine))
        }
        _ => None,
    }
}

/// Said to screen readers when a reset the player asked for is taken.
pub const RESET: &str = "Statistics reset.";
