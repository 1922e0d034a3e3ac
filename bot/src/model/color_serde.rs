//! A side stored as `red`/`black` text (the rules crate has no serde): for
//! `#[serde(with = "super::color_serde")]` on a [`Color`] field.

use rules::Color;
use serde::{Deserialize, Deserializer, Serializer};

pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.name())
}

pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
    String::deserialize(d)?
        .parse::<Color>()
        .map_err(serde::de::Error::custom)
}
