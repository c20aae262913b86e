//! A value for each side ([`BySide`]): the record's schemes and names, the clocks' readings and
//! anything else kept once for White and once for Black.

use super::Color;
use serde::{Deserialize, Serialize};

/// A value for each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BySide<T> {
    pub white: T,
    pub black: T,
}

impl<T> BySide<T> {
    pub fn new(white: T, black: T) -> BySide<T> {
        BySide { white, black }
    }
    pub fn get(&self, c: Color) -> &T {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
    pub fn get_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
