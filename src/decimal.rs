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

/// `x` as serde_json writes a float (`7.0`, `-2.5`, `0.00012`: the fewest
/// decimals that read back as `x`, at least one) without the float
/// formatter serde_json carries (zmij, a 10 KB table) or the standard one:
/// it tries 0, 1, 2, … decimals, each rounded and checked by an exact
/// division (a power of ten up to 10^15 and an integer below 2^53 are exact,
/// so the quotient is the float a reader makes of those digits). `None`
/// where serde_json writes an exponent (|x| below 10^-5 or from 10^16, not
/// zero), where the digits do not fit below 2^53 (16 or 17 significant
/// digits) or need more than 15 decimals, and for NaN and ∞.
pub fn shortest(x: f64) -> Option<String> {
    let a = x.abs();
    if !a.is_finite() || (a != 0.0 && !(1e-5..1e16).contains(&a)) {
        return None;
    }
    let mut scale = 1u64;
    for places in 0..=15 {
        let n = (a * scale as f64).round();
        if n >= 9_007_199_254_740_992.0 {
            return None;
        }
        if n / scale as f64 == a {
            let n = n as u64;
            let mut out = String::from(if x.is_sign_negative() { "-" } else { "" });
            out.push_str(&(n / scale).to_string());
            out.push('.');
            let frac = if places == 0 { "0".to_string() } else { (n % scale).to_string() };
            for _ in frac.len()..places {
                out.push('0');
            }
            out.push_str(&frac);
            return Some(out);
        }
        scale *= 10;
    }
    None
}

/// `x` pixels, to a tenth: `12.5px` (the shell's CSS lengths).
pub fn px(x: f64) -> String {
    let mut s = fixed(x, 1);
    s.push_str("px");
    s
}

/// `m:ss`, or `h:mm:ss` past an hour (`ms` of play).
pub fn clock_text(ms: f64) -> String {
    let s = (ms / 1000.0) as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::{fixed, shortest};

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
    /// `shortest` writes what serde_json writes, on decimals of every length,
    /// whole floats, tiny and huge values and random bit patterns; `None`
    /// only where serde_json writes an exponent, more than 15 significant
    /// digits or more than 15 decimals.
    #[test]
    fn shortest_as_serde_json_writes() {
        let mut xs: Vec<f64> =
            vec![0.0, -0.0, 7.0, -7.0, 7.5, 0.1, 0.2 + 0.1, 1e-5, 9.99e-6, 1e15, 1e16, 123456.789, 1e300];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let r = next();
            let digits = 1 + r % 17;
            let m = next() % 10u64.pow(digits as u32);
            let e = (next() % 24) as i32 - 12;
            xs.push(m as f64 * 10f64.powi(e));
            xs.push(-(m as f64) / 10f64.powi((next() % 20) as i32));
            xs.push(f64::from_bits(next()));
        }
        let mut found = 0;
        for x in xs {
            let Some(n) = serde_json::Number::from_f64(x) else { continue };
            let want = n.to_string();
            match shortest(x) {
                Some(got) => {
                    assert_eq!(got, want, "{x:e}");
                    found += 1;
                }
                None => {
                    let digits = want.trim_start_matches(['-', '0', '.']).chars().filter(char::is_ascii_digit).count();
                    let decimals = want.split_once('.').map_or(0, |(_, f)| f.len());
                    assert!(want.contains('e') || digits > 15 || decimals > 15, "{x:e}: serde_json writes {want}");
                }
            }
        }
        assert!(found > 20_000, "{found}");
    }
}
