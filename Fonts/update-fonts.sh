#!/usr/bin/env bash
# Rebuilds Fonts/ from Debian 12 packages: copies the bundled fonts, makes the test subsets (CJK
# and emoji) with fontTools' subsetter and the cross-space test font, and writes each family's
# licence file.
# Needs: apt-get install -y fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji python3-fonttools
# Run from anywhere; it writes next to itself. The fonts are committed, so builds never run this.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
inter=/usr/share/fonts/opentype/inter
noto=/usr/share/fonts/truetype/noto
cjk=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
emoji=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
# Debian's python3-fonttools lives in the system interpreter, which may not be first on PATH.
python=/usr/bin/python3

mkdir -p "$here/Inter" "$here/Noto" "$here/test"

for weight in Regular Medium SemiBold Bold; do
    cp "$inter/Inter-$weight.otf" "$inter/InterDisplay-$weight.otf" "$here/Inter/"
done

# Noto Sans: Latin/Greek/Cyrillic beyond Inter, then one family per script (Regular and Bold).
for family in NotoSans NotoSansArabic NotoSansHebrew NotoSansThai NotoSansLao NotoSansKhmer \
    NotoSansMyanmar NotoSansDevanagari NotoSansBengali NotoSansGurmukhi NotoSansGujarati \
    NotoSansTamil NotoSansTelugu NotoSansKannada NotoSansMalayalam NotoSansArmenian NotoSansGeorgian; do
    cp "$noto/$family-Regular.ttf" "$noto/$family-Bold.ttf" "$here/Noto/"
done

# CJK test subset: the characters of the tests and of a few sample UI strings, kana, CJK
# punctuation, fullwidth forms and digits. Face 0 of the collection is Noto Sans CJK JP and
# face 2 is Noto Sans CJK SC (listed by fontTools' TTCollection).
samples="設定キャンセル保存しますか？通知アカウントユーザー名パスワードをお忘れですか？取消确定用户设置"
samples+="日本語の文章です。次の文。用户设置，确定。削除編集完了戻る検索送信確認登録表示言語中文简体繁體"
samples+="开关消息账户密码忘记了吗？请输入帐號設定完成取消「」『』（）"
unicodes="U+0020-007E,U+3000-303F,U+3041-3096,U+3099-30FF,U+FF01-FF5E,U+FF61-FF9F"
for face in "0 NotoSansCJKjp-Subset.otf" "2 NotoSansCJKsc-Subset.otf"; do
    set -- $face
    "$python" -m fontTools.subset "$cjk" --font-number="$1" --text="$samples" --unicodes="$unicodes" \
        --layout-features='*' --name-IDs='*' --output-file="$here/test/$2"
done

# Emoji test subset (CBDT colour bitmaps): 👍 👨‍👩‍👧 🇩🇪 👋🏽 and the sequences' parts.
"$python" -m fontTools.subset "$emoji" \
    --unicodes="U+1F44D,U+1F468,U+1F469,U+1F467,U+200D,U+1F1E9,U+1F1EA,U+1F44B,U+1F3FD,U+FE0F" \
    --layout-features='*' --name-IDs='*' --output-file="$here/test/NotoColorEmoji-Subset.ttf"

# A font made for the word-by-word shaping tests: an Inter Regular subset with layout lookups
# that reach across a space where HarfBuzz's glyph collection does not show it.
"$python" "$here/test/make-cross-space-font.py"
# And two with a chain of substitutions 40 and 100 steps long, around the bound the analysis follows.
"$python" "$here/test/make-substitution-chain-fonts.py"

# Licence files: the copyright notices of the folder's fonts (name ID 0), then the OFL 1.1 text as
# Debian records it in fonts-inter's copyright file (indented, "." for an empty line).
ofl_text() {
    awk '/^License: OFL-1.1$/ && !done { inside = 1; next }
         inside && /^[^ ]/ { inside = 0; done = 1 }
         inside { sub(/^ /, ""); if ($0 == ".") $0 = ""; print }' /usr/share/doc/fonts-inter/copyright
}
for folder in Inter Noto test; do
    {
        "$python" - "$here/$folder" <<'PY'
import pathlib, sys
from fontTools.ttLib import TTFont
notices = {}
for path in sorted(pathlib.Path(sys.argv[1]).iterdir()):
    if path.suffix in (".otf", ".ttf"):
        name = TTFont(path, lazy=True)["name"]
        notices.setdefault(name.getDebugName(0), []).append(name.getDebugName(1))
for notice, families in notices.items():
    print(f"{notice} ({', '.join(sorted(set(families)))})")
PY
        echo
        if [ "$folder" = test ]; then
            echo "Noto Sans CJK derives from Adobe's Source Han Sans, whose licence reserves the font name"
            echo "'Source'; these subsets keep the Noto names. They are modified versions (subsets) made"
            echo "with fontTools for TypeFit's tests, see README.md. TypeFit Cross Space Test is a modified"
            echo "subset of Inter Regular (renamed) with layout tables made by make-cross-space-font.py; TypeFit"
            echo "Substitution Chain 40 and 100 are too, by make-substitution-chain-fonts.py."
            echo
        fi
        echo "These fonts are licensed under the SIL Open Font License, Version 1.1. The license is"
        echo "copied below, and is also available with a FAQ at https://openfontlicense.org"
        echo
        echo "-----------------------------------------------------------"
        echo "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007"
        echo "-----------------------------------------------------------"
        echo
        ofl_text
    } > "$here/$folder/OFL.txt"
done
# Noto Color Emoji's artwork, from which Debian builds the font, is Apache-2.0 upstream.
cp /usr/share/common-licenses/Apache-2.0 "$here/test/Apache-2.0.txt"

du -sh "$here"
