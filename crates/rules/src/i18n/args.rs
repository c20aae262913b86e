//! The engine's values as message arguments: a square as written ("d4"), a role and a colour
//! by the keys the catalogues' selectors read (`{ $role -> [rook] … }`), so that
//! `t!(lang, "id", square = sq, role = r, color = c)` needs no conversion at the call.

use super::FluentValue;
use crate::{Color, Role, Square};

impl From<Square> for FluentValue<'_> {
    fn from(sq: Square) -> Self {
        FluentValue::from(sq.to_string())
    }
}

impl From<Role> for FluentValue<'_> {
    fn from(r: Role) -> Self {
        FluentValue::from(r.key())
    }
}

impl From<Color> for FluentValue<'_> {
    fn from(c: Color) -> Self {
        FluentValue::from(c.key())
    }
}
