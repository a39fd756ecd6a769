//! The search's transposition table ([`Table`]: a set of keys with a cap)
//! and its hasher, and what a finished search leaves for the next one on
//! the same thread: its table, emptied, and its move lists.

use std::any::Any;
use std::cell::RefCell;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A fast, deterministic hasher for transposition keys (the Fx hash of
/// rustc: multiply-rotate per word). Keys are canonical state encodings
/// chosen by the space, not attacker-controlled input.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64);
    }
    fn write_u128(&mut self, i: u128) {
        self.write_u64(i as u64);
        self.write_u64((i >> 64) as u64);
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A hash set with [`FxHasher`].
pub type FxSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;

/// The transposition table with its cap, shared by both searches.
pub(super) struct Table<K: 'static> {
    pub(super) seen: FxSet<K>,
    pub(super) cap: usize,
    /// Some state could not be stored (the table was full).
    pub(super) overflowed: bool,
}

/// The room a table grows to at once (see [`Table::new`]).
const TABLE_START: usize = 1 << 12;
/// The room of a thread's first table: most Beeswax searches visit a few
/// dozen states, and a first table of [`TABLE_START`] keys (400 KB, fresh
/// pages) cost a one-off solve 0.2 ms of page faults.
const FIRST_START: usize = 1 << 8;

thread_local! {
    /// Emptied tables of finished searches that never grew past
    /// [`TABLE_START`], for the next search of the same key type: a search
    /// of a few hundred nodes (most Beeswax deals) then pays neither for
    /// allocating a fresh table nor for its cold memory.
    static SPARE_TABLES: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
    /// The move lists of finished depth-first searches (a `Vec<Vec<M>>`
    /// per move type), for the next: no allocation a depth a search.
    static SPARE_LISTS: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

impl<K: Hash + Eq + Clone + 'static> Table<K> {
    /// The largest spare table of a finished search, or a small fresh one
    /// ([`FIRST_START`] keys). A table that fills up grows at once to
    /// [`TABLE_START`] keys (one rehash of a few hundred keys), so a
    /// search that grows past a few thousand states does not pay for
    /// rehashing on the way (a fifth of the time of a 4,000-node Beeswax
    /// proof); the empty table costs a 4 KB clear. Larger starts were
    /// slower (cache).
    pub(super) fn new(cap: usize) -> Self {
        let spare = SPARE_TABLES.with(|s| {
            let mut s = s.borrow_mut();
            let i = (0..s.len())
                .filter_map(|i| Some((i, s[i].downcast_ref::<FxSet<K>>()?.capacity())))
                .max_by_key(|&(_, c)| c)?
                .0;
            s.swap_remove(i).downcast::<FxSet<K>>().ok()
        });
        let seen =
            spare.map_or_else(|| FxSet::with_capacity_and_hasher(cap.min(FIRST_START), Default::default()), |t| *t);
        Table { seen, cap, overflowed: false }
    }
    /// Records `k`; false if it was there already.
    pub(super) fn visit(&mut self, k: &K) -> bool {
        if self.seen.contains(k) {
            return false;
        }
        let len = self.seen.len();
        if len == self.seen.capacity() && len < TABLE_START.min(self.cap) {
            self.seen.reserve(TABLE_START.min(self.cap) - len);
        }
        if len < self.cap {
            self.seen.insert(k.clone());
        } else {
            self.overflowed = true;
        }
        true
    }
}

impl<K: 'static> Drop for Table<K> {
    /// Keeps the emptied table for the next search (at most a few, and
    /// only tables that stayed small: clearing a large one costs more than
    /// a fresh allocation).
    fn drop(&mut self) {
        // (`with_capacity(TABLE_START)` gives a capacity below twice that.)
        if self.seen.capacity() >= 2 * TABLE_START {
            return;
        }
        let mut seen = std::mem::take(&mut self.seen);
        seen.clear();
        let _ = SPARE_TABLES.try_with(|s| {
            let mut s = s.borrow_mut();
            if s.len() < 4 {
                s.push(Box::new(seen));
            }
        });
    }
}

/// The move lists a finished depth-first search left ([`keep_spare_lists`]),
/// or none.
pub(super) fn take_spare_lists<M: 'static>() -> Vec<Vec<M>> {
    SPARE_LISTS.with(|s| {
        let mut s = s.borrow_mut();
        let i = s.iter().position(|l| l.is::<Vec<Vec<M>>>());
        i.and_then(|i| s.swap_remove(i).downcast::<Vec<Vec<M>>>().ok()).map_or_else(Vec::new, |l| *l)
    })
}

/// Keeps a finished search's move lists (at most 256) for the next.
pub(super) fn keep_spare_lists<M: 'static>(mut lists: Vec<Vec<M>>) {
    lists.truncate(256);
    let _ = SPARE_LISTS.try_with(|s| {
        let mut s = s.borrow_mut();
        if s.len() < 4 {
            s.push(Box::new(lists));
        }
    });
}
