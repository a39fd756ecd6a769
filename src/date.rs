//! Calendar dates (`YYYY-MM-DD`, proleptic Gregorian, UTC) as day numbers:
//! the deal of the day is picked by the date, and its statistics count
//! days in a row. No time zones: everyone's day is the UTC day.

/// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm).
pub fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m as i64 + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date of a day number.
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + (m <= 2) as i64, m, d)
}

/// Parses `YYYY-MM-DD` (years 2000–9999) into a day number, or says what is wrong.
pub fn parse(text: &str) -> Result<i64, String> {
    let bad = || format!("`{}` is not a date (YYYY-MM-DD)", crate::notation::clip(text, 16));
    let t = text.trim();
    let parts: Vec<&str> = t.split('-').collect();
    if parts.len() != 3 || parts[0].len() != 4 || parts[1].len() != 2 || parts[2].len() != 2 {
        return Err(bad());
    }
    if !parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit())) {
        return Err(bad());
    }
    let y: i64 = parts[0].parse().map_err(|_| bad())?;
    let m: u32 = parts[1].parse().map_err(|_| bad())?;
    let d: u32 = parts[2].parse().map_err(|_| bad())?;
    if !(2000..=9999).contains(&y) || !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) {
        return Err(format!("`{}` is not a day of the calendar (years 2000–9999)", crate::notation::clip(t, 16)));
    }
    Ok(days_from_civil(y, m, d))
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Writes a day number as `YYYY-MM-DD`.
pub fn format(day: i64) -> String {
    let (y, m, d) = civil_from_days(day);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The day after `date`, if `date` is a date.
pub fn next_day(date: &str) -> Option<String> {
    parse(date).ok().map(|d| format(d + 1))
}

/// The UTC day of a time in milliseconds since the epoch.
pub fn day_of_ms(ms: f64) -> i64 {
    (ms / 86_400_000.0).floor() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_and_bad_ones_are_named() {
        assert_eq!(parse("1970-01-01").err().map(|e| e.contains("2000")), Some(true));
        assert_eq!(format(parse("2026-11-25").unwrap()), "2026-11-25");
        assert_eq!(parse("2026-11-25").unwrap(), 20_782);
        assert_eq!(next_day("2024-02-28").as_deref(), Some("2024-02-29"));
        assert_eq!(next_day("2026-12-31").as_deref(), Some("2027-01-01"));
        assert!(parse("2026-02-29").is_err());
        assert!(parse("2026-1-5").is_err());
        assert!(parse("yesterday").unwrap_err().contains("not a date"));
        assert_eq!(day_of_ms(1_764_028_800_000.0), parse("2025-11-25").unwrap());
    }
}
