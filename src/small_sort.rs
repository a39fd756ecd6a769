//! A stable sort that is small in code, for short lists away from the
//! solver's hot paths. Each use of the standard library's stable sort
//! compiles the whole of driftsort again for its element type and key
//! (several kilobytes of wasm a call site); this insertion sort is a few
//! hundred bytes. It is quadratic: for lists of at most a few hundred items.
//! Being stable, it gives exactly what `slice::sort_by_key` gives.

/// Sorts `v` by `key`, stably (as `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j]) < key(&v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` by an `i64` key, stably (as `slice::sort_by_key`), for long
/// lists too, with one sort compiled for every caller: the keys with their
/// places, `(key, place)`, are sorted (no two alike, so an unstable sort
/// gives the stable order), then `v` is laid out in that order. The
/// standard stable sort is a whole driftsort compiled for each element
/// type and key, some 5 KB of wasm a caller.
pub fn sort_by_i64<T: Copy>(v: &mut Vec<T>, key: impl Fn(&T) -> i64) {
    sort_by_i64_with(v, key, <[(i64, u32)]>::sort_unstable);
}

/// [`sort_by_i64`] by [`heap_sort`]: the same order, for the page, where
/// it is the one sort of `(i64, u32)` (the solver's keep the quicker
/// standard sort, some 1 KB of gzipped wasm more).
pub fn heap_sort_by_i64<T: Copy>(v: &mut Vec<T>, key: impl Fn(&T) -> i64) {
    sort_by_i64_with(v, key, heap_sort);
}

fn sort_by_i64_with<T: Copy>(v: &mut Vec<T>, key: impl Fn(&T) -> i64, sort: fn(&mut [(i64, u32)])) {
    let mut order: Vec<(i64, u32)> = v.iter().enumerate().map(|(i, e)| (key(e), i as u32)).collect();
    sort(&mut order);
    let old = std::mem::take(v);
    v.extend(order.into_iter().map(|(_, i)| old[i as usize]));
}

/// Sorts `v` in O(n log n), unstably (for what has no two items equal but
/// the same, as strings): a heap sort, a few hundred bytes of wasm where
/// `sort_unstable` compiles a whole quicksort for its element type (some
/// 2 KB of the page's gzipped wasm for `String`, the page's ids and keys).
pub fn heap_sort<T: Ord>(v: &mut [T]) {
    fn sift<T: Ord>(v: &mut [T], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && v[child] < v[child + 1] {
                child += 1;
            }
            if v[root] >= v[child] {
                return;
            }
            v.swap(root, child);
            root = child;
        }
    }
    for i in (0..v.len() / 2).rev() {
        sift(v, i, v.len());
    }
    for end in (1..v.len()).rev() {
        v.swap(0, end);
        sift(v, 0, end);
    }
}

/// A set as a sorted list without repeats: adds `x` to `set` unless it is
/// there, and says whether it was added (as `BTreeSet::insert`). Each
/// `BTreeSet`/`BTreeMap` type adds kilobytes to the wasm; this is a binary
/// search and a `Vec::insert`, for sets of at most a few thousand items.
pub fn add<T: Ord>(set: &mut Vec<T>, x: T) -> bool {
    match set.binary_search(&x) {
        Ok(_) => false,
        Err(at) => {
            set.insert(at, x);
            true
        }
    }
}

/// A map as a list sorted by key: the value of `k` in `map`, added as
/// `V::default()` when missing (as `BTreeMap::entry(k).or_default()`).
pub fn entry<K: Ord, V: Default>(map: &mut Vec<(K, V)>, k: K) -> &mut V {
    let at = match map.binary_search_by(|(x, _)| x.cmp(&k)) {
        Ok(at) => at,
        Err(at) => {
            map.insert(at, (k, V::default()));
            at
        }
    };
    &mut map[at].1
}

/// Adds the `keys` `map` lacks, each with `V::default()`, in one merge:
/// [`entry`] inserts one key at a time, moving the keys after it, which is
/// quadratic when thousands of new keys come at once (a journal of
/// thousands of rule sets, counted afresh). The keys are sorted by the
/// same sort the page's ids use ([`heap_sort`]), so no sort is added (and
/// not again when they come sorted).
pub fn make_room<V: Default>(map: &mut Vec<(String, V)>, mut keys: Vec<String>) {
    keys.retain(|k| map.binary_search_by(|(x, _)| x.cmp(k)).is_err());
    if keys.is_empty() {
        return;
    }
    if !keys.is_sorted() {
        heap_sort(&mut keys);
    }
    keys.dedup();
    let old = std::mem::take(map);
    map.reserve(old.len() + keys.len());
    let mut new = keys.into_iter().peekable();
    for (k, v) in old {
        while let Some(n) = new.next_if(|n| *n < k) {
            map.push((n, V::default()));
        }
        map.push((k, v));
    }
    map.extend(new.map(|n| (n, V::default())));
}

/// [`entry`] with a borrowed key, copied only when it is added (a `String`
/// key looked up by `&str`).
pub fn entry_of<'a, K, Q, V>(map: &'a mut Vec<(K, V)>, k: &Q) -> &'a mut V
where
    K: std::borrow::Borrow<Q>,
    Q: Ord + ToOwned<Owned = K> + ?Sized,
    V: Default,
{
    let at = match map.binary_search_by(|(x, _)| x.borrow().cmp(k)) {
        Ok(at) => at,
        Err(at) => {
            map.insert(at, (k.to_owned(), V::default()));
            at
        }
    };
    &mut map[at].1
}

/// The value of `k` in the map `map` (kept by [`entry`] or [`entry_of`]).
pub fn get<'a, K: std::borrow::Borrow<Q>, Q: Ord + ?Sized, V>(map: &'a [(K, V)], k: &Q) -> Option<&'a V> {
    map.binary_search_by(|(x, _)| x.borrow().cmp(k)).ok().map(|i| &map[i].1)
}

/// Whether the sorted list `set` (kept by [`add`]) holds `x`.
pub fn has<T: Ord + ?Sized, Q: std::borrow::Borrow<T>>(set: &[Q], x: &T) -> bool {
    set.binary_search_by(|y| y.borrow().cmp(x)).is_ok()
}

#[cfg(test)]
mod tests {
    use super::{add, entry, entry_of, get, has, heap_sort, heap_sort_by_i64, sort_by_i64, sort_by_key};

    #[test]
    fn heap_sort_sorts_as_the_standard_sort() {
        let mut seed = 11u64;
        for n in [0, 1, 2, 3, 7, 20, 21, 100, 1_000] {
            let v: Vec<String> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    format!("g{}", seed >> 54)
                })
                .collect();
            let (mut a, mut b) = (v.clone(), v);
            a.sort();
            heap_sort(&mut b);
            assert_eq!(a, b, "{n}");
        }
    }

    #[test]
    fn make_room_adds_the_missing_keys_in_order_as_entry_would() {
        let mut by_entry: Vec<(String, u32)> = Vec::new();
        let mut by_room: Vec<(String, u32)> = Vec::new();
        for k in ["m", "c"] {
            *entry(&mut by_entry, k.to_string()) += 1;
            *entry(&mut by_room, k.to_string()) += 1;
        }
        let keys = ["x", "a", "m", "d", "a", "z", "b"];
        super::make_room(&mut by_room, keys.iter().map(|k| k.to_string()).collect());
        for k in keys {
            entry(&mut by_entry, k.to_string());
        }
        assert_eq!(by_room, by_entry);
        assert_eq!(by_room.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>(), ["a", "b", "c", "d", "m", "x", "z"]);
        assert_eq!(get(&by_room, "m"), Some(&1));
    }

    #[test]
    fn add_keeps_a_sorted_list_without_repeats() {
        let mut set: Vec<String> = Vec::new();
        for (x, new) in [("b", true), ("a", true), ("c", true), ("b", false), ("a", false)] {
            assert_eq!(add(&mut set, x.to_string()), new, "{x}");
        }
        assert_eq!(set, ["a", "b", "c"]);
        assert!(has(&set, "b") && !has(&set, "d"));
    }

    #[test]
    fn entry_keeps_a_map_sorted_by_key() {
        let mut map: Vec<(&str, u32)> = Vec::new();
        for k in ["b", "a", "c", "b", "b"] {
            *entry(&mut map, k) += 1;
        }
        assert_eq!(map, [("a", 1), ("b", 3), ("c", 1)]);
        let mut owned: Vec<(String, u32)> = Vec::new();
        for k in ["b", "a", "c", "b", "b"] {
            *entry_of(&mut owned, k) += 1;
        }
        let owned: Vec<(&str, u32)> = owned.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        assert_eq!(owned, map);
        assert_eq!(get(&map, "b"), Some(&3));
        assert_eq!(get(&map, "d"), None);
    }

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let mut seed = 7u64;
        for n in 0..60 {
            let v: Vec<(u8, usize)> = (0..n)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let (mut a, mut b) = (v.clone(), v);
            a.sort_by_key(|e| e.0);
            sort_by_key(&mut b, |e| e.0);
            assert_eq!(a, b);
        }
    }
    #[test]
    fn sort_by_i64_is_the_standard_stable_sort() {
        let mut seed = 7u64;
        for n in [0, 1, 2, 5, 19, 20, 21, 100, 1_000, 5_000] {
            let v: Vec<(i64, usize)> = (0..n)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((seed >> 58) as i64 - 32, i)
                })
                .collect();
            let (mut a, mut b, mut c) = (v.clone(), v.clone(), v);
            a.sort_by_key(|e| e.0);
            sort_by_i64(&mut b, |e| e.0);
            heap_sort_by_i64(&mut c, |e| e.0);
            assert_eq!(a, b, "{n}");
            assert_eq!(a, c, "{n}");
        }
    }
}
