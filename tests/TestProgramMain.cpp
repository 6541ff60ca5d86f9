// SPDX-License-Identifier: GPL-3.0-or-later
// main() of every test program: runs the test file its first argument names (support/TestRegistry.h).
#include "TestRegistry.h"

int main(int argc, char** argv)
{
    return pl::test::runRegisteredTest(argc, argv);
}
