/// Appends `byte` as two upper-case hexadecimal digits: the `0A` of `%0A` and the `1F` of
/// `\u001F`, as the byte-level escapers write them.
func appendHexDigits(of byte: UInt8, to out: inout [UInt8]) {
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
    out.append(digit(byte >> 4))
    out.append(digit(byte & 15))
}
