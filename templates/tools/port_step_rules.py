"""The step boundary of `tpuwb port` (port_torch_xla.py): which loops train, where
`torch_xla.step()` or `torch_xla.sync()` goes so that one step holds the whole optimizer step (all
micro-batches of a gradient accumulation, not each), and the loop's DataLoader through
MpDeviceLoader. A mixin of the Porter there."""

import ast

from port_source_edits import dotted

SCALER_FUNCTIONS = {"torch.cuda.amp.GradScaler", "torch.amp.GradScaler", "torch.cuda.amp.grad_scaler.GradScaler"}


class StepRules:
    def _step_functions(self):
        """Names of the functions and methods of this file that call backward() themselves: a
        loop that calls one (`loss = train_step(batch)`) is a training loop too."""
        names = set()
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                    isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "backward"
                    for n in ast.walk(node)):
                names.add(node.name)
        return names

    def _scaler_names(self):
        return {n.targets[0].id for n in ast.walk(self.tree)
                if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
                and isinstance(n.value, ast.Call) and self.resolve(n.value.func) in SCALER_FUNCTIONS}

    def _is_optimizer_step(self, call, scalers):
        """optimizer.step(), self.opt.step(), scaler.step(optimizer); not scheduler.step()."""
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "step"):
            return False
        receiver = (dotted(call.func.value) or "").lower()
        last = receiver.rpartition(".")[2]
        if "sched" in last:
            return False
        if "optim" in last or last == "opt" or last.endswith("_opt"):
            return True
        return (last in {s.lower() for s in scalers} or "scaler" in last) and bool(call.args)

    def _own(self, loop):
        """The nodes of the loop's own body (not in a nested loop or def), with the statement of
        the body each sits in."""
        stack = [(s, s) for s in loop.body]
        while stack:
            node, top = stack.pop()
            if isinstance(node, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef,
                                 ast.ClassDef, ast.Lambda)):
                continue
            yield node, top
            stack.extend((child, top) for child in ast.iter_child_nodes(node))

    def _training(self, loop, step_functions, scalers):
        """(backward, optimizer steps [(call, top statement)]) of the loop's own body; a call of a
        step function of this file counts as both."""
        backward, steps = False, []
        for node, top in self._own(loop):
            if not isinstance(node, ast.Call):
                continue
            receiver = dotted(node.func.value) if isinstance(node.func, ast.Attribute) else None
            if isinstance(node.func, ast.Attribute) and node.func.attr == "backward":
                backward = True
            elif self._is_optimizer_step(node, scalers):
                steps.append((node, top))
            elif ((isinstance(node.func, ast.Name) and node.func.id in step_functions)
                  or (isinstance(node.func, ast.Attribute) and node.func.attr in step_functions
                      and receiver in ("self", "cls"))):
                backward = True
                steps.append((node, top))
        return backward, steps

    def _inside(self, node, ancestor):
        while node in self.parent:
            node = self.parent[node]
            if node is ancestor:
                return True
        return False

    def _loaders(self):
        """Names bound to a DataLoader(...)."""
        names = set()
        for node in ast.walk(self.tree):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and (self.resolve(node.value.func) or "").endswith("DataLoader")):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        return names

    def _loops(self):
        """The step boundary goes around the whole optimizer step. A loop whose own body steps the
        optimizer gets its body in `with torch_xla.step():` (with gradient accumulation that is
        the loop around the micro-batches, not the micro-batch loop). A loop that steps only under
        an `if` (every k-th batch) cannot be cut there: torch_xla.sync() goes after that `if`'s
        block instead. A loop with backward() and no optimizer step anywhere around it is wrapped
        as before."""
        loaders = self._loaders()
        step_functions = self._step_functions()
        scalers = self._scaler_names()
        training = {}
        for loop in ast.walk(self.tree):
            if isinstance(loop, (ast.For, ast.While)):
                training[loop] = self._training(loop, step_functions, scalers)
        self.wrapped = []
        for loop in ast.walk(self.tree):  # outer loops first
            if loop not in training:
                continue
            backward, steps = training[loop]
            if not backward and not steps:
                continue
            if any(self._inside(loop, outer) for outer in self.wrapped):
                continue  # the outer loop's step already holds it
            if not steps and self._stepping_ancestor(loop, training):
                continue  # micro-batches: the loop around them is the step
            conditional = [call for call, top in steps if isinstance(top, ast.If)]
            if steps and len(conditional) == len(steps) and backward:
                for call in conditional:
                    statement = call
                    while not isinstance(statement, ast.stmt):
                        statement = self.parent[statement]
                    self.insert_after(statement, "torch_xla.sync()", "step")
            else:
                if loop.body[0].lineno == loop.lineno:
                    self.note(loop, "training loop not wrapped in torch_xla.step(): its body is on the header line")
                    continue
                self.wrapped.append(loop)
                self.change(loop.body[0].lineno, "step", "", "with torch_xla.step():")
            if isinstance(loop, ast.For):
                source = loop.iter
                if (isinstance(source, ast.Call) and dotted(source.func) == "enumerate" and source.args):
                    source = source.args[0]
                if (isinstance(source, ast.Name) and (source.id in loaders or "loader" in source.id.lower())
                        and not self.is_claimed(source)):
                    self.replace(source, f"pl.MpDeviceLoader({source.id}, {self.device_ref(source)})", "loader")
                    self.uses.add("loader")

    def _stepping_ancestor(self, loop, training):
        """An enclosing loop of the same function whose own body steps the optimizer."""
        node = loop
        while node in self.parent:
            node = self.parent[node]
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                return False
            if node in training and training[node][1]:
                return True
        return False
