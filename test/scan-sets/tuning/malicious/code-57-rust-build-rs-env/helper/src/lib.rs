pub fn hash(data: &[u8]) -> u64 {
    data.iter().fold(1469598103934665603u64, |h, b| (h ^ *b as u64).wrapping_mul(1099511628211))
}
