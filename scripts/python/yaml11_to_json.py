"""Reads each YAML file named on the command line under YAML 1.1 rules (PyYAML's safe loader, the parser
under the Python OpenAPI tools) and prints one JSON object: {"file": {"ok": true, "value": ...}} or
{"file": {"ok": false, "error": "..."}}. Dates and timestamps, which YAML 1.1 types but 1.2 leaves as
strings, are written as {"$yaml11": "timestamp", "text": ...} so the caller sees the difference."""
import datetime
import json
import sys

import yaml

# PyYAML's own (pure Python) loader, never libyaml's CSafeLoader: libyaml accepts "? " inside a flow
# mapping where PyYAML's scanner, and SnakeYAML (a port of it), refuse it. The stricter reading wins.
LOADER = yaml.SafeLoader


def mark(value):
    if isinstance(value, (datetime.date, datetime.datetime)):
        return {"$yaml11": "timestamp", "text": value.isoformat()}
    if isinstance(value, bytes):
        return {"$yaml11": "binary", "length": len(value)}
    if isinstance(value, float) and value != value:
        return {"$yaml11": "nan"}
    raise TypeError(f"unexpected YAML 1.1 value {value!r}")


result = {}
for name in sys.argv[1:]:
    try:
        with open(name, encoding="utf-8") as handle:
            result[name] = {"ok": True, "value": yaml.load(handle, Loader=LOADER)}
    except yaml.YAMLError as error:
        result[name] = {"ok": False, "error": str(error)}
json.dump(result, sys.stdout, default=mark)
