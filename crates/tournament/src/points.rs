//! A score in exact tenths of a point, the one number type of results, standings and errors.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A score in tenths of a point (1.5 points is `Points(15)`), so that sums are exact; written as a
/// decimal number (`1.5`) in `tournament.json`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub i32);

impl Points {
    pub const ZERO: Points = Points(0);
    pub const HALF: Points = Points(5);
    pub const ONE: Points = Points(10);
    /// `1.5` → `Points(15)` (rounded to the nearest tenth).
    pub fn from_f64(v: f64) -> Points {
        Points((v * 10.0).round() as i32)
    }
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        self.0 += o.0;
    }
}

impl std::ops::Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(self.0 - o.0)
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(it: I) -> Points {
        it.fold(Points::ZERO, |a, b| a + b)
    }
}

impl std::fmt::Display for Points {
    /// `1.5`, `2`, `0.5` (no trailing `.0`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (whole, tenth) = (self.0.abs() / 10, self.0.abs() % 10);
        let sign = if self.0 < 0 { "-" } else { "" };
        if tenth == 0 { write!(f, "{sign}{whole}") } else { write!(f, "{sign}{whole}.{tenth}") }
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0 % 10 == 0 { s.serialize_i64(i64::from(self.0 / 10)) } else { s.serialize_f64(self.as_f64()) }
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Points, D::Error> {
        f64::deserialize(d).map(Points::from_f64)
    }
}
