"""Profiles CSV text read as JSON from stdin; prints one JSON object on stdout (standard library only)."""

import csv
import io
import json
import re
import statistics
import sys
from collections import Counter
from datetime import datetime

DELIMITERS = ",;\t|"
MISSING = {"", "na", "n/a", "null", "none", "nan", "-"}
TRUE_FALSE = {"true", "false", "yes", "no", "y", "n", "t", "f"}
INTEGER = re.compile(r"^[+-]?\d+$")
NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
DATE_FORMATS = ("%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y/%m/%d", "%d.%m.%Y")


class InputError(Exception):
    pass


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(2)


def detect_delimiter(sample):
    try:
        return csv.Sniffer().sniff(sample, delimiters=DELIMITERS).delimiter
    except csv.Error:
        counts = {d: sample.count(d) for d in DELIMITERS}
        best = max(counts, key=counts.get)
        return best if counts[best] > 0 else ","


def parse_date(text):
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    return None


def kind_of(text):
    lowered = text.lower()
    if INTEGER.match(text):
        return "integer"
    if NUMBER.match(text):
        return "number"
    if lowered in TRUE_FALSE:
        return "boolean"
    if parse_date(text) is not None:
        return "date"
    return "text"


def looks_like_header(first, rest):
    """A header row holds distinct text cells only; data rows usually hold a number or a date somewhere."""
    cells = [c.strip() for c in first]
    if any(kind_of(c) != "text" for c in cells if c) or len(set(cells)) != len(cells):
        return False
    return True


def column_type(kinds):
    present = {k for k in kinds if kinds[k] > 0}
    if not present:
        return "empty"
    if present <= {"integer"}:
        return "integer"
    if present <= {"integer", "number"}:
        return "number"
    if len(present) == 1:
        return present.pop()
    return "text"


def clean_number(value):
    return int(value) if float(value).is_integer() and abs(value) < 2**53 else round(value, 6)


def profile_column(name, cells, top):
    values = [c.strip() for c in cells]
    present = [v for v in values if v.lower() not in MISSING]
    kinds = Counter(kind_of(v) for v in present)
    ctype = column_type(kinds)
    counts = Counter(present)
    out = {
        "name": name,
        "type": ctype,
        "count": len(present),
        "missing": len(values) - len(present),
        "distinct": len(counts),
        "top": [{"value": v, "count": n} for v, n in counts.most_common(top)],
    }
    if ctype in ("integer", "number"):
        nums = [float(v) for v in present]
        out.update(
            min=clean_number(min(nums)),
            max=clean_number(max(nums)),
            mean=clean_number(statistics.fmean(nums)),
            median=clean_number(statistics.median(nums)),
            stdev=clean_number(statistics.stdev(nums)) if len(nums) > 1 else 0,
        )
    elif ctype == "date":
        dates = [parse_date(v) for v in present]
        out.update(min=min(dates).isoformat(), max=max(dates).isoformat())
    elif ctype in ("text", "boolean"):
        lengths = [len(v) for v in present]
        if lengths:
            out.update(min_length=min(lengths), max_length=max(lengths))
    mixed = ctype == "text" and kinds["text"] > 0 and kinds["text"] < len(present)
    return out, mixed


def profile(data):
    text = data["csv"]
    delimiter = data["delimiter"]
    top = data["top"]
    max_rows = data["max_rows"]
    if not 1 <= top <= 50:
        raise InputError("top must be between 1 and 50")
    if max_rows < 1:
        raise InputError("max_rows must be at least 1")
    if delimiter != "auto" and len(delimiter) != 1:
        raise InputError('delimiter must be one character or "auto"')
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise InputError("csv is empty")
    if delimiter == "auto":
        delimiter = detect_delimiter(text[:65536])
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    rows = []
    truncated = False
    for row in reader:
        if not row or all(not c.strip() for c in row):
            continue
        if len(rows) > max_rows:
            truncated = True
            break
        rows.append(row)
    has_header = looks_like_header(rows[0], rows[1:])
    header = rows[0] if has_header else [f"column_{i + 1}" for i in range(len(rows[0]))]
    body = rows[1:] if has_header else rows
    if len(body) > max_rows:
        body = body[:max_rows]
        truncated = True
    width = max([len(header)] + [len(r) for r in body])
    header = [h.strip() or f"column_{i + 1}" for i, h in enumerate(header)]
    header += [f"column_{i + 1}" for i in range(len(header), width)]
    warnings = []
    ragged = [i + (2 if has_header else 1) for i, r in enumerate(body) if len(r) != len(header)]
    if ragged:
        shown = ", ".join(str(n) for n in ragged[:10])
        warnings.append(f"{len(ragged)} row(s) have a different number of cells than the header (lines {shown})")
    columns = []
    for i, name in enumerate(header):
        column, mixed = profile_column(name, [r[i] if i < len(r) else "" for r in body], top)
        if mixed:
            warnings.append(f'column "{name}" mixes numbers or dates with text')
        columns.append(column)
    return {
        "rows": len(body),
        "delimiter": delimiter,
        "has_header": has_header,
        "truncated": truncated,
        "columns": columns,
        "warnings": warnings,
    }


def main():
    try:
        data = json.load(sys.stdin)
        result = profile(data)
    except InputError as error:
        fail(f"csv-profiler: {error}")
    except csv.Error as error:
        fail(f"csv-profiler: the CSV cannot be parsed: {error}")
    json.dump(result, sys.stdout, allow_nan=False)


if __name__ == "__main__":
    main()
