//! Numbers with a fixed count of decimals (`12.5`, `0.333`) written with
//! integer arithmetic only: the page's lengths, coordinates and times.
//! `format!("{:.1}", x)` pulls the standard library's float formatting
//! (Grisu and Dragon, some 16 KB of the page's wasm) into every build that
//! uses it; this rounds `x · 10^places` to an integer and places the point.
//! A leaf: it uses nothing of the crate.

/// `x` with `places` decimals (at most 4), as `format!("{:.places$}", x)`
/// writes it but for the rounding of exact ties (this rounds half away from
/// zero, the standard formatting the binary value: they may differ in the
/// last digit) and for no `-` before a zero (`-0.0` is `0.0`). Not finite,
/// or too large for the integer (|x| · 10^places ≥ 2^53): `0`.
/// ```
/// use swarm::decimal::fixed;
/// assert_eq!(fixed(12.34, 1), "12.3");
/// assert_eq!(fixed(-3.0, 2), "-3.00");
/// assert_eq!(fixed(0.049, 1), "0.0");
/// assert_eq!(fixed(7.96, 0), "8");
/// ```
pub fn fixed(x: f64, places: usize) -> String {
    let places = places.min(4);
    let scale = [1u64, 10, 100, 1_000, 10_000][places];
    let n = (x * scale as f64).round();
    if !n.is_finite() || n.abs() >= 9_007_199_254_740_992.0 {
        return "0".into();
    }
    let n = n as i64;
    let a = n.unsigned_abs();
    let mut out = String::new();
    if n < 0 {
        out.push('-');
    }
    out.push_str(&(a / scale).to_string());
    if places > 0 {
        let frac = (a % scale).to_string();
        out.push('.');
        for _ in frac.len()..places {
            out.push('0');
        }
        out.push_str(&frac);
    }
    out
}

/// `x` pixels, to a tenth: `12.5px` (the shell's CSS lengths).
pub fn px(x: f64) -> String {
    let mut s = fixed(x, 1);
    s.push_str("px");
    s
}

#[cfg(test)]
mod tests {
    use super::fixed;

    /// The standard formatting, on values away from exact ties (every
    /// value the page writes: lengths, coordinates, percentages, seconds).
    #[test]
    fn as_the_standard_formatting_writes() {
        let mut x: f64 = -2000.0;
        while x < 2000.0 {
            for places in 0..=4 {
                let want = format!("{x:.places$}");
                let want = if want.starts_with('-') && want[1..].chars().all(|c| c == '0' || c == '.') {
                    want[1..].to_string()
                } else {
                    want
                };
                let scaled = x * 10f64.powi(places as i32);
                if (scaled - scaled.trunc()).abs() != 0.5 {
                    assert_eq!(fixed(x, places), want, "{x} with {places} places");
                }
            }
            x += 0.0137;
        }
        assert_eq!(fixed(f64::NAN, 1), "0");
        assert_eq!(fixed(f64::INFINITY, 1), "0");
        assert_eq!(fixed(1e300, 2), "0");
        assert_eq!(fixed(-0.04, 1), "0.0");
        assert_eq!(super::px(3.25 + 0.01), "3.3px");
    }
}
