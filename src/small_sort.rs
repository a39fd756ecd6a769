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

#[cfg(test)]
mod tests {
    use super::sort_by_key;

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
}
