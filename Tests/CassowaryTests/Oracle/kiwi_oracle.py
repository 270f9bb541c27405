#!/usr/bin/python3
"""The oracle of CassowaryTests: runs constraint systems through kiwisolver (Debian's
python3-kiwisolver) and prints what it found.

stdin: {"systems": [{"variables": N, "operations": [OP, ...]}, ...]} where OP is one of
  {"op": "add", "terms": [[variable, coefficient], ...], "constant": c,
   "relation": "<=" | "==" | ">=", "strength": s}
  {"op": "remove", "add": k}          the k-th "add" of the system (0-based)
  {"op": "edit", "variable": i, "strength": s}
  {"op": "unedit", "variable": i}
  {"op": "suggest", "variable": i, "value": v}
  {"op": "check"}                     record every variable's value now
stdout: {"systems": [{"errors": [null | "unsatisfiable" | ..., one per OP],
                      "checks": [[value, ...], ...]}, ...]}

A required constraint kiwi rejects must leave the solver as it was before (the contract the
Swift solver keeps); kiwisolver's own tableau after a failed artificial phase is not promised
to be that, so after a rejection the solver is rebuilt by replaying the operations that
succeeded.
"""
import json
import sys

import kiwisolver as kiwi

ERRORS = [
    (kiwi.UnsatisfiableConstraint, "unsatisfiable"),
    (kiwi.UnknownConstraint, "unknownConstraint"),
    (kiwi.DuplicateEditVariable, "duplicateEditVariable"),
    (kiwi.UnknownEditVariable, "unknownEditVariable"),
    (kiwi.BadRequiredStrength, "requiredEditVariable"),
]


def make_constraint(op, variables):
    expression = op["constant"]
    for index, coefficient in op["terms"]:
        expression = expression + coefficient * variables[int(index)]
    if not op["terms"]:
        expression = kiwi.Expression([], op["constant"])
    relation = op["relation"]
    if relation == "<=":
        constraint = expression <= 0
    elif relation == ">=":
        constraint = expression >= 0
    else:
        constraint = expression == 0
    return constraint | op["strength"]


def apply(solver, op, variables, constraints, add_index, add_ops):
    kind = op["op"]
    if kind == "add":
        constraint = make_constraint(op, variables)
        solver.addConstraint(constraint)
        constraints[add_index] = constraint
        add_ops[add_index] = op
    elif kind == "reconstant":
        # kiwi has no change of constant: the constraint removed and added with the new one.
        index = int(op["add"])
        constraint = constraints.get(index)
        if constraint is None:
            raise kiwi.UnknownConstraint(None)
        solver.removeConstraint(constraint)
        del constraints[index]
        changed = dict(add_ops[index], constant=op["value"])
        replacement = make_constraint(changed, variables)
        solver.addConstraint(replacement)
        constraints[index] = replacement
        add_ops[index] = changed
    elif kind == "remove":
        constraint = constraints.get(int(op["add"]))
        if constraint is None:
            raise kiwi.UnknownConstraint(None)
        solver.removeConstraint(constraint)
        del constraints[int(op["add"])]
    elif kind == "edit":
        solver.addEditVariable(variables[int(op["variable"])], op["strength"])
    elif kind == "unedit":
        solver.removeEditVariable(variables[int(op["variable"])])
    elif kind == "suggest":
        solver.suggestValue(variables[int(op["variable"])], op["value"])


def run(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    constraints = {}
    add_ops = {}
    succeeded = []  # (op, add index) pairs, for rebuilding after a rejection
    errors, checks = [], []
    add_count = 0
    for op in system["operations"]:
        add_index = None
        if op["op"] == "add":
            add_index = add_count
            add_count += 1
        if op["op"] == "check":
            solver.updateVariables()
            checks.append([v.value() for v in variables])
            errors.append(None)
            continue
        try:
            apply(solver, op, variables, constraints, add_index, add_ops)
            succeeded.append((op, add_index))
            errors.append(None)
        except tuple(e for e, _ in ERRORS) as error:
            errors.append(next(name for e, name in ERRORS if isinstance(error, e)))
            if op["op"] in ("add", "reconstant"):
                # A rejected required constraint leaves kiwi's solver unusable: rebuilt from
                # what succeeded (for a change of constant, the constraint as it was).
                solver = kiwi.Solver()
                constraints = {}
                add_ops = {}
                for done, index in succeeded:
                    apply(solver, done, variables, constraints, index, add_ops)
    return {"errors": errors, "checks": checks}


def main():
    request = json.load(sys.stdin)
    json.dump({"systems": [run(system) for system in request["systems"]]}, sys.stdout)


if __name__ == "__main__":
    main()
